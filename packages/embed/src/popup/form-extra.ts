import { checkField, checkFormWith, combinedName, type FormErrors } from '@hookline/rules';
import type { TField, TScreen } from '@hookline/schema';
import type { FormSubmission } from './contract.ts';
import type { PopupEnv } from './popup-env.ts';

/**
 * Part of the extras chunk: what the main form (main-form.tsx) does for the fields beyond email,
 * hidden and custom ones: the consent box's design settings, the checks of every field type with
 * the helpers as far as they have loaded, and what a submission adds for these fields.
 */

const BOXES: ReadonlySet<string> = new Set(['checkbox', 'consent']);

/**
 * The screen as the form shows it (spec section 3): `field_checkbox_required: 'on'` makes the
 * consent box required, `field_checkbox_default_marked: 'on'` ticks it.
 */
export function formScreen(screen: TScreen, design: Readonly<Record<string, unknown>>): TScreen {
  const consent = (field: TField): TField => ({
    ...field,
    ...(design.field_checkbox_required === 'on' ? { required: true } : {}),
    ...(design.field_checkbox_default_marked === 'on' ? { default_value: 'on' } : {}),
  });
  return {
    blocks: screen.blocks.map((block) =>
      block.type === 'fields'
        ? {
            ...block,
            fields: block.fields.map((field) => (field.type === 'consent' ? consent(field) : field)),
          }
        : block,
    ),
  };
}

function localToday(now: number) {
  const date = new Date(now);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** The errors of a form of any field types (spec section 5), with the helper lists and libraries as far as they have loaded. */
export function checkForm(
  fields: readonly TField[],
  values: Readonly<Record<string, string>>,
  lang: string,
  env: PopupEnv,
  phoneCountries: Readonly<Record<string, string>>,
): FormErrors {
  const helpers = env.helpers;
  return checkFormWith(
    fields,
    values,
    {
      lang,
      today: localToday(env.now()),
      freeMailDomains: helpers?.freeMail.value ?? undefined,
      emailValidationOff: helpers?.freeMail.failed,
      phoneLibrary: helpers?.phone.value?.library,
      phoneValidationOff: helpers?.phone.failed,
      phoneCountries,
    },
    checkField,
  );
}

/** Settles when the helpers a submit waits for (the free-mail list, the phone library) have loaded or failed; null when none is loading. */
export function helpersReady(env: PopupEnv): Promise<unknown> | null {
  const helpers = env.helpers;
  if (!helpers) return null;
  const pending = [helpers.freeMail, helpers.phone].filter(
    (helper) => helper.ready && !helper.value && !helper.failed,
  );
  return pending.length > 0 ? Promise.all(pending.map((helper) => helper.ready)) : null;
}

/**
 * A valid form's submission completed for these fields: international phone numbers with their
 * dial-code prefix, first and last names combined into `name` when there is no name field, boxes
 * as ticked (`on`), and `checkbox_checked` when there are boxes.
 */
export function completeSubmission(
  submission: FormSubmission,
  fields: readonly TField[],
  values: Readonly<Record<string, string>>,
  env: PopupEnv,
  phoneCountries: Readonly<Record<string, string>>,
): FormSubmission {
  const sent = submission.values;
  const phone = env.helpers?.phone.value?.library;
  let boxes = 0;
  let ticked = 0;
  for (const field of fields) {
    const value = sent[field.name];
    if (BOXES.has(field.type)) {
      const raw = values[field.name] ?? '';
      boxes++;
      if (raw === 'on') ticked++;
      if (raw !== '') sent[field.name] = raw;
    } else if (field.type === 'phone' && field.phone_validation === 'international' && phone && value) {
      try {
        sent[field.name] = phone.international(value, phoneCountries[field.name] || 'us');
      } catch {
        // Left as typed: the check already let it through.
      }
    }
  }
  if (!('name' in sent)) {
    const name = combinedName(sent.first_name, sent.last_name);
    if (name && fields.some((field) => field.type === 'first_name' || field.type === 'last_name'))
      sent.name = name;
  }
  if (boxes > 0) submission.meta = { checkbox_checked: ticked > 0 ? 'true' : 'false' };
  return submission;
}
