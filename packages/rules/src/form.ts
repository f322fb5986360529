import type { TField } from '@hookline/schema';
import { checkEmail } from './email.ts';
import { fieldMessages } from './messages.ts';

/** Form values keyed by field name, as the visitor left them. */
export type FormValues = Readonly<Record<string, string>>;

/** A field's error message keyed by field name; empty when the form may be submitted. */
export type FormErrors = Record<string, string>;

export interface FormCheckOptions {
  lang?: string | undefined;
  freeMailDomains?: ReadonlySet<string> | undefined;
}

const CHECKED = new Set(['on', 'true', '1']);

/**
 * Decides which fields of a form block the submit, and with what message (spec section 5): email
 * fields by their validation mode, required checkboxes until ticked, other required fields until
 * they hold text. Hidden fields are never the visitor's fault and are not checked.
 */
export function checkForm(
  fields: readonly TField[],
  values: FormValues,
  options: FormCheckOptions = {},
): FormErrors {
  const messages = fieldMessages(options.lang);
  const errors: FormErrors = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (field.type === 'hidden') continue;
    if (field.type === 'email') {
      const result = checkEmail(value, {
        mode: field.email_validation,
        required: field.required,
        lang: options.lang,
        freeMailDomains: options.freeMailDomains,
      });
      if (!result.valid) errors[field.name] = result.message;
    } else if (field.type === 'checkbox' || field.type === 'consent') {
      if (field.required && !CHECKED.has(value)) errors[field.name] = messages.required;
    } else if (field.required && value.trim() === '') {
      errors[field.name] = messages.required;
    }
  }
  return errors;
}

/** True when every visible field of the form is empty: the submit that shakes the form (spec section 5). */
export function formIsEmpty(fields: readonly TField[], values: FormValues): boolean {
  return fields
    .filter((field) => field.type !== 'hidden')
    .every((field) => (values[field.name] ?? '').trim() === '');
}
