import type { TField } from '@hookline/schema';
import { checkBirthday, checkDate, type CalendarDay } from './dates.ts';
import {
  checkBasicField,
  checkFormWith,
  type FormCheckOptions,
  type FormErrors,
  type FormValues,
} from './form.ts';
import { fieldMessages } from './messages.ts';
import { extraMessages } from './messages-extra.ts';
import { checkName } from './name.ts';
import { checkPhone } from './phone.ts';

const FAR_FUTURE: CalendarDay = { year: 9999, month: 12, day: 31 };

/** One field's error message, or null when its value may be submitted (spec section 5), for every field type. */
export function checkField(field: TField, value: string, options: FormCheckOptions = {}): string | null {
  const messages = { ...fieldMessages(options.lang), ...extraMessages(options.lang) };
  const { lang } = options;
  const required = field.required;
  switch (field.type) {
    case 'phone': {
      if (options.phoneValidationOff) return null;
      const result = checkPhone(value, {
        mode: field.phone_validation,
        required,
        lang,
        library: options.phoneLibrary,
        country: options.phoneCountries?.[field.name],
      });
      return result.valid ? null : result.message;
    }
    case 'name':
    case 'first_name':
    case 'last_name':
      return checkName(value, { required, lang });
    case 'birthday':
      return checkBirthday(value, options.today ?? FAR_FUTURE, { required, lang });
    case 'date':
      return checkDate(value, { required, lang });
    case 'radio':
    case 'multi_select':
      // Spec section 5: a required group (data-action-required) until one is ticked.
      return required && value.trim() === '' ? messages.groupRequired : null;
    case 'number':
      if (value.trim() === '') return required ? messages.required : null;
      return Number.isFinite(Number(value)) ? null : messages.number;
    default:
      return checkBasicField(field, value, options);
  }
}

/**
 * Decides which fields of a form block the submit, and with what message (spec section 5): each
 * field by its type and mode; hidden fields are never the visitor's fault and are not checked.
 */
export function checkForm(
  fields: readonly TField[],
  values: FormValues,
  options: FormCheckOptions = {},
): FormErrors {
  return checkFormWith(fields, values, options, checkField);
}
