import type { TLang } from '@hookline/schema';

/**
 * Visitor-facing messages of every popup (spec sections 2 and 5). English is built in: the spec's
 * texts, word for word; the required-field text follows what browsers say for an empty required
 * input. Hebrew (our translations) is in `messages-extra.ts`, with the messages of the other fields
 * and controls, and joins `FIELD_MESSAGES` when that module loads: the visitor script's core never
 * loads it and carries English only, while its extras chunk (which every Hebrew popup loads) does.
 */
const ENGLISH = {
  required: 'Please fill out this field.',
  emailTypo: 'There are typos in the email',
  businessEmail: 'Only business emails are allowed',
  didYouMean: (suggestion: string) => `Did you mean ${suggestion}?`,
  credit: 'Powered by Hookline',
};

export type FieldMessages = typeof ENGLISH;

/** The messages by language: English, and Hebrew once `messages-extra.ts` has loaded. */
export const FIELD_MESSAGES: { en: FieldMessages } & Partial<Record<TLang, FieldMessages>> = { en: ENGLISH };

/**
 * The messages for a popup language; unknown languages get English, and so does Hebrew where
 * `messages-extra.ts` has not loaded.
 */
export function fieldMessages(lang: string | undefined): FieldMessages {
  return (lang === 'he' && FIELD_MESSAGES.he) || FIELD_MESSAGES.en;
}
