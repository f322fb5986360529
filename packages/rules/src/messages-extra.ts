import type { TLang } from '@hookline/schema';
import { FIELD_MESSAGES, type FieldMessages } from './messages.ts';

/** The Hebrew messages of every popup (`messages.ts`'s, our translations). */
export const HEBREW_FIELD_MESSAGES: FieldMessages = {
  required: 'יש למלא את השדה.',
  emailTypo: 'יש שגיאות הקלדה באימייל',
  businessEmail: 'ניתן להזין רק אימייל עסקי',
  didYouMean: (suggestion: string) => `האם התכוונת ל-${suggestion}?`,
  credit: 'מופעל על ידי Hookline',
};

// Hebrew joins the messages of every popup wherever this module loads (see messages.ts).
FIELD_MESSAGES.he = HEBREW_FIELD_MESSAGES;

/**
 * Visitor-facing messages of the fields and controls beyond email (spec sections 4 and 5), English
 * and Hebrew. The English texts are the spec's, word for word where it gives them; so are the
 * Hebrew texts it gives (`phoneInvalid`, `phoneIsraeli`). The others are ours.
 */
export const EXTRA_MESSAGES = {
  en: {
    phoneBasic: 'Please enter a valid phone number',
    phonePattern: 'Please enter 7 to 15 digits and avoid using letters or symbols',
    phoneInvalid: 'Invalid number - please try again',
    phoneFailed: 'Please enter a valid phone number',
    phoneIsraeli: 'מספר הטלפון שגוי',
    name: 'Please enter at least 2 or more characters',
    birthday: 'Please enter a valid birthday.',
    date: 'Please enter a date as DD/MM/YYYY.',
    number: 'Please enter a number.',
    website: 'Please enter a web address.',
    groupRequired: 'Please select one of these options.',
    copied: 'Copied',
    skip: 'Skip',
    skipIn: (seconds: number) => `Skip (${seconds})`,
    close: 'Close',
    search: 'Search',
    noMatches: 'No matches',
    country: 'Country',
    previewBanner: 'This is a preview of your popup. Please note that submission will not be functional.',
  },
  he: {
    phoneBasic: 'יש להזין מספר טלפון תקין',
    phonePattern: 'יש להזין 7 עד 15 ספרות, ללא אותיות או סימנים',
    phoneInvalid: 'מספר לא תקין – יש לנסות שוב.',
    phoneFailed: 'יש להזין מספר טלפון תקין',
    phoneIsraeli: 'מספר הטלפון שגוי',
    name: 'יש להזין לפחות 2 תווים',
    birthday: 'יש להזין תאריך לידה תקין.',
    date: 'יש להזין תאריך בפורמט DD/MM/YYYY.',
    number: 'יש להזין מספר.',
    website: 'יש להזין כתובת אתר.',
    groupRequired: 'יש לבחור אחת מהאפשרויות.',
    copied: 'הועתק',
    skip: 'דלג',
    skipIn: (seconds: number) => `דלג (${seconds})`,
    close: 'סגירה',
    search: 'חיפוש',
    noMatches: 'אין תוצאות',
    country: 'מדינה',
    previewBanner: 'זוהי תצוגה מקדימה של הפופאפ. שימו לב: שליחת הטופס לא תפעל.',
  },
} satisfies Record<TLang, Record<string, unknown>>;

export type ExtraMessages = (typeof EXTRA_MESSAGES)['en'];

/** The extra messages for a popup language; unknown languages get English. */
export function extraMessages(lang: string | undefined): ExtraMessages {
  return lang === 'he' ? EXTRA_MESSAGES.he : EXTRA_MESSAGES.en;
}
