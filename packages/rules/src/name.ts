import { fieldMessages } from './messages.ts';
import { extraMessages } from './messages-extra.ts';

/** Spec section 9: a name is at most 40 characters. */
export const NAME_MAX_LENGTH = 40;
const NAME_PATTERN = /^[^\d<>]{1,40}$/;

/**
 * Decides whether a name field may be submitted (spec section 5): when required, 1 to 40
 * characters with no digits or angle brackets, else the spec's title text. An optional name is
 * not checked. Returns the message, or null when it passes.
 */
export function checkName(value: string, options: { required?: boolean; lang?: string } = {}): string | null {
  const messages = { ...fieldMessages(options.lang), ...extraMessages(options.lang) };
  const name = value.trim();
  if (!options.required) return null;
  if (name === '') return messages.required;
  return NAME_PATTERN.test(name) ? null : messages.name;
}

/** The full name sent for separate first and last name fields ("first_name and last_name are combined"). */
export function combinedName(first: string | undefined, last: string | undefined): string {
  return [first, last]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
