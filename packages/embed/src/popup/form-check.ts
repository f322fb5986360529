import {
  checkBasicField,
  checkFormWith,
  fieldToHighlight,
  formIsEmpty,
  type FormErrors,
} from '@hookline/rules';
import type { TField } from '@hookline/schema';
import type { FormSubmission } from './contract.ts';

/**
 * The `form-check` chunk's part: what the main form does on submit (checking the fields, reading
 * the submission). A visitor who never touches the form never needs it, so it is not on the path
 * that shows a lightbox: the form loads it on the first focus or keystroke, and a submit waits for it.
 */

/** What a submit found: errors by field name, and the field to highlight when the form is all empty. */
export interface FormCheck {
  errors: FormErrors;
  /** Every visible field is empty: the form shakes. */
  empty: boolean;
  /** The email (or first visible) field, highlighted until the visitor types; null unless empty. */
  highlight: string | null;
}

/**
 * Checks a submit of the main form (spec section 5): the errors `errors` found (the core's checks
 * of email, hidden and custom fields when null), whether the form is all empty and which field
 * then to highlight.
 */
export function checkSubmit(
  fields: readonly TField[],
  values: Readonly<Record<string, string>>,
  lang: string,
  errors: FormErrors | null,
): FormCheck {
  const found = errors ?? checkFormWith(fields, values, { lang }, checkBasicField);
  const empty = Object.keys(found).length > 0 && formIsEmpty(fields, values);
  return { errors: found, empty, highlight: empty ? (fieldToHighlight(fields)?.name ?? null) : null };
}

/**
 * What a valid form sends: non-empty values keyed by field name (trimmed; hidden fields' default
 * values) and custom fields (including `UTM_` ones) in `extraFields` (the conversion's
 * `newExtraFields`). The extras chunk completes it for the other field types (`completeSubmission`).
 */
export function submissionOf(
  fields: readonly TField[],
  values: Readonly<Record<string, string>>,
): FormSubmission {
  const submission: FormSubmission = { values: {}, extraFields: [] };
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '') continue;
    if (field.type === 'custom') {
      submission.extraFields.push({
        id: field.id,
        type: field.type,
        name: field.name,
        placeholder: field.placeholder,
        value,
      });
    } else {
      submission.values[field.name] = value;
    }
  }
  return submission;
}
