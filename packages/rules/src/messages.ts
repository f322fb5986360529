import type { TLang } from '@hookline/schema';

/**
 * Visitor-facing field messages (spec section 5), English and Hebrew. The English texts are the
 * spec's; the required-field text follows what browsers say for an empty required input.
 */
export const FIELD_MESSAGES = {
  en: {
    required: 'Please fill out this field.',
    emailTypo: 'There are typos in the email',
    businessEmail: 'Only business emails are allowed',
    didYouMean: (suggestion: string) => `Did you mean ${suggestion}?`,
  },
  he: {
    required: 'יש למלא את השדה.',
    emailTypo: 'יש שגיאות הקלדה באימייל',
    businessEmail: 'ניתן להזין רק אימייל עסקי',
    didYouMean: (suggestion: string) => `האם התכוונת ל-${suggestion}?`,
  },
} satisfies Record<TLang, Record<string, unknown>>;

export type FieldMessages = (typeof FIELD_MESSAGES)['en'];

/** The messages for a popup language; unknown languages get English. */
export function fieldMessages(lang: string | undefined): FieldMessages {
  return lang === 'he' ? FIELD_MESSAGES.he : FIELD_MESSAGES.en;
}
