import type { TField } from '@hookline/schema';
import type { CalendarDay } from './dates.ts';
import { checkEmail } from './email.ts';
import { fieldMessages } from './messages.ts';
import type { PhoneNumberLibrary } from './phone.ts';

/** Form values keyed by field name, as the visitor left them. */
export type FormValues = Readonly<Record<string, string>>;

/** A field's error message keyed by field name; empty when the form may be submitted. */
export type FormErrors = Record<string, string>;

export interface FormCheckOptions {
  lang?: string | undefined;
  /** Free-mail domains refused by the business email modes. */
  freeMailDomains?: ReadonlySet<string> | undefined;
  /** Today, for birthdays; without it birthdays are only checked for being dates. */
  today?: CalendarDay | undefined;
  /** The phone library for international numbers. */
  phoneLibrary?: PhoneNumberLibrary | undefined;
  /** The country picked in each international phone field, by field name. */
  phoneCountries?: Readonly<Record<string, string>> | undefined;
  /**
   * Spec section 8: when the email domain list failed to load, email validation is switched off;
   * when the phone script failed, phone fields are no longer required (nor checked).
   */
  emailValidationOff?: boolean | undefined;
  phoneValidationOff?: boolean | undefined;
}

const CHECKED = new Set(['on', 'true', '1']);

/** A field check: the error message, or null when the value may be submitted. */
export type FieldCheck = (field: TField, value: string, options: FormCheckOptions) => string | null;

/**
 * The checks of the fields every lead form has (spec section 5): email by its mode, required
 * checkboxes until ticked, other required fields until they hold text, hidden fields never. The
 * visitor script's core uses this one; `checkField` (field-check.ts) adds the other field types.
 */
export function checkBasicField(field: TField, value: string, options: FormCheckOptions = {}): string | null {
  const messages = fieldMessages(options.lang);
  const required = field.required;
  switch (field.type) {
    case 'hidden':
      return null;
    case 'email': {
      const result = checkEmail(value, {
        mode: options.emailValidationOff ? 'no-validation' : field.email_validation,
        required,
        lang: options.lang,
        freeMailDomains: options.freeMailDomains,
      });
      return result.valid ? null : result.message;
    }
    case 'checkbox':
    case 'consent':
      return required && !CHECKED.has(value) ? messages.required : null;
    default:
      return required && value.trim() === '' ? messages.required : null;
  }
}

/**
 * Decides which fields of a form block the submit, and with what message (spec section 5): each
 * field by `check` (`checkField` checks every type: see `checkForm`); hidden fields are never checked.
 */
export function checkFormWith(
  fields: readonly TField[],
  values: FormValues,
  options: FormCheckOptions,
  check: FieldCheck,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = check(field, values[field.name] ?? '', options);
    if (message !== null && !(field.name in errors)) errors[field.name] = message;
  }
  return errors;
}

/** True when every visible field of the form is empty: the submit that shakes the form (spec section 5). */
export function formIsEmpty(fields: readonly TField[], values: FormValues): boolean {
  return fields
    .filter((field) => field.type !== 'hidden')
    .every((field) => (values[field.name] ?? '').trim() === '');
}

/**
 * The field the empty-form shake highlights (spec section 5): the email field, else the first
 * visible one.
 */
export function fieldToHighlight(fields: readonly TField[]): TField | undefined {
  const visible = fields.filter((field) => field.type !== 'hidden');
  return visible.find((field) => field.type === 'email') ?? visible[0];
}

/**
 * Gives each field a unique submit name (spec section 3: extra field types are counted and renamed
 * `type_N`): a field whose name an earlier field already took is renamed after its type and its
 * count among fields of that type (the second checkbox named `checkbox` becomes `checkbox_2`).
 */
export function uniqueFieldNames<T extends Pick<TField, 'type' | 'name'>>(fields: readonly T[]): T[] {
  const taken = new Set<string>();
  const perType = new Map<string, number>();
  return fields.map((field) => {
    const count = (perType.get(field.type) ?? 0) + 1;
    perType.set(field.type, count);
    let name = field.name;
    if (taken.has(name)) {
      let n = count;
      while (taken.has(`${field.type}_${n}`)) n++;
      name = `${field.type}_${n}`;
    }
    taken.add(name);
    return name === field.name ? field : { ...field, name };
  });
}
