import type { TLang } from '@hookline/schema';

/**
 * Visitor-facing messages of every popup (spec sections 2 and 5), English and Hebrew: the English
 * texts are the spec's, word for word; the Hebrew ones are our translations. The required-field
 * text follows what browsers say for an empty required input. The messages of the other fields and
 * controls are in `messages-extra.ts`, so that the visitor script's core carries only these.
 */
export const FIELD_MESSAGES = {
  en: {
    required: 'Please fill out this field.',
    emailTypo: 'There are typos in the email',
    businessEmail: 'Only business emails are allowed',
    didYouMean: (suggestion: string) => `Did you mean ${suggestion}?`,
    credit: 'Powered by Hookline',
  },
  he: {
    required: 'יש למלא את השדה.',
    emailTypo: 'יש שגיאות הקלדה באימייל',
    businessEmail: 'ניתן להזין רק אימייל עסקי',
    didYouMean: (suggestion: string) => `האם התכוונת ל-${suggestion}?`,
    credit: 'מופעל על ידי Hookline',
  },
} satisfies Record<TLang, Record<string, unknown>>;

export type FieldMessages = (typeof FIELD_MESSAGES)['en'];

/** The messages for a popup language; unknown languages get English. */
export function fieldMessages(lang: string | undefined): FieldMessages {
  return lang === 'he' ? FIELD_MESSAGES.he : FIELD_MESSAGES.en;
}
