/** @jsxImportSource preact */
import {
  checkBasicField,
  checkFormWith,
  combinedName,
  fieldToHighlight,
  formIsEmpty,
  type FormCheckOptions,
  type FormErrors,
} from '@hookline/rules';
import type { TCloseTrigger, TField, TScreen } from '@hookline/schema';
import type { JSX } from 'preact';
import { useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Block } from './blocks.tsx';
import type { FormSubmission } from './contract.ts';
import { FormContext, type FormState } from './form-context.ts';
import { PopupEnvContext, type PopupEnv } from './popup-env.ts';

const TEXT_TYPES: ReadonlySet<string> = new Set(['checkbox', 'consent']);

/** The fields of a screen, in order. */
export function screenFields(screen: TScreen): TField[] {
  return screen.blocks.flatMap((block) => (block.type === 'fields' ? block.fields : []));
}

function initialValues(
  fields: readonly TField[],
  design: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (field.default_value !== undefined) values[field.name] = field.default_value;
    // Spec section 3: `field_checkbox_default_marked: 'on'` ticks the consent checkbox.
    if (field.type === 'consent' && design.field_checkbox_default_marked === 'on') values[field.name] = 'on';
  }
  return values;
}

/** Spec section 3: `field_checkbox_required: 'on'` makes the consent checkbox required. */
function withDesignRules(fields: readonly TField[], design: Readonly<Record<string, unknown>>): TField[] {
  return fields.map((field) =>
    field.type === 'consent' && design.field_checkbox_required === 'on' && !field.required
      ? { ...field, required: true }
      : field,
  );
}

export interface SubmissionOptions {
  phone?: FormCheckOptions['phoneLibrary'];
  phoneCountries?: Readonly<Record<string, string>>;
}

/**
 * What a valid form sends: non-empty values keyed by field name (text trimmed; hidden fields'
 * default values; international phone numbers with their dial-code prefix; first and last names
 * combined into `name` when there is no name field), custom fields (including `UTM_` ones) in
 * `extraFields` (the conversion's `newExtraFields`), and `checkbox_checked` when there are boxes.
 */
export function submissionOf(
  fields: readonly TField[],
  values: Readonly<Record<string, string>>,
  options: SubmissionOptions = {},
): FormSubmission {
  const submission: FormSubmission = { values: {}, extraFields: [] };
  let boxes = 0;
  let ticked = 0;
  for (const field of fields) {
    const raw = values[field.name] ?? '';
    let value = TEXT_TYPES.has(field.type) ? raw : raw.trim();
    if (TEXT_TYPES.has(field.type)) {
      boxes++;
      if (value === 'on') ticked++;
    }
    if (value === '') continue;
    if (field.type === 'phone' && field.phone_validation === 'international' && options.phone) {
      try {
        value = options.phone.international(value, options.phoneCountries?.[field.name] || 'us');
      } catch {
        // Left as typed: the check already let it through.
      }
    }
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
  if (!('name' in submission.values)) {
    const name = combinedName(submission.values.first_name, submission.values.last_name);
    if (name && fields.some((field) => field.type === 'first_name' || field.type === 'last_name'))
      submission.values.name = name;
  }
  if (boxes > 0) submission.meta = { checkbox_checked: ticked > 0 ? 'true' : 'false' };
  return submission;
}

function localToday(now: number) {
  const date = new Date(now);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** The check options of the moment: helper lists and libraries as far as they have loaded. */
function checkOptions(
  env: PopupEnv | null,
  lang: string,
  phoneCountries: Record<string, string>,
): FormCheckOptions {
  return {
    lang,
    today: localToday(env?.now() ?? Date.now()),
    freeMailDomains: env?.freeMail.value ?? undefined,
    emailValidationOff: env?.freeMail.failed,
    phoneLibrary: env?.phone.value?.library,
    phoneValidationOff: env?.phone.failed,
    phoneCountries,
  };
}

interface MainFormProps {
  screen: TScreen;
  lang: string;
  idPrefix: string;
  onSubmitted(submission: FormSubmission): void;
  onClose(trigger: TCloseTrigger): void;
  shownAt?: number;
  /** The format's arrangement class (`hl-arr-stack`, ...). */
  arrangement?: string;
}

/**
 * The main screen as one form. A submit checks every field (spec section 5) and shows the errors,
 * moving focus to the first invalid field; an all-empty submit shakes the form and highlights the
 * email (or first) field until the visitor types. A submit waits for a helper still loading (the
 * free-mail list, the phone library). A valid submit is handed on once: a lock keeps a double
 * click from sending two conversions.
 */
export function MainForm({
  screen,
  lang,
  idPrefix,
  onSubmitted,
  onClose,
  shownAt,
  arrangement,
}: MainFormProps) {
  const env = useContext(PopupEnvContext);
  const design = env?.design ?? {};
  const shown = useMemo(
    () => ({
      blocks: screen.blocks.map((block) =>
        block.type === 'fields' ? { ...block, fields: withDesignRules(block.fields, design) } : block,
      ),
    }),
    [screen],
  );
  const fields = useMemo(() => screenFields(shown), [shown]);
  const [values, setValues] = useState(() => initialValues(fields, design));
  const [errors, setErrors] = useState<FormErrors>({});
  const [shake, setShake] = useState(false);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [phoneCountries, setPhoneCountries] = useState<Record<string, string>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const locked = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedSubmits > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const form: FormState = {
    values,
    errors,
    lang,
    idPrefix,
    highlight,
    phoneCountries,
    setPhoneCountry(name, country) {
      setPhoneCountries((current) => ({ ...current, [name]: country }));
      setErrors((current) => {
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
    },
    setValue(name, value) {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
      setShake(false);
      setHighlight(null);
    },
  };

  const finish = (current: Record<string, string>) => {
    const found = checkFormWith(
      fields,
      current,
      checkOptions(env, lang, phoneCountries),
      env?.extras?.checkField ?? checkBasicField,
    );
    if (Object.keys(found).length > 0) {
      locked.current = false;
      const empty = formIsEmpty(fields, current);
      setErrors(found);
      setShake(empty);
      setHighlight(empty ? (fieldToHighlight(fields)?.name ?? null) : null);
      setFailedSubmits((count) => count + 1);
      return;
    }
    onSubmitted(submissionOf(fields, current, { phone: env?.phone.value?.library, phoneCountries }));
  };

  const submit = (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    locked.current = true;
    const pending = [env?.freeMail, env?.phone].filter(
      (helper) => helper?.ready && !helper.value && !helper.failed,
    );
    if (pending.length === 0) return finish(values);
    void Promise.all(pending.map((helper) => helper!.ready)).then(() => finish(values));
  };

  return (
    <FormContext.Provider value={form}>
      <form
        ref={formElement}
        class={['hl-screen', arrangement, shake && 'hl-shake'].filter(Boolean).join(' ')}
        noValidate
        onSubmit={submit}
      >
        {shown.blocks.map((block, index) => (
          <Block key={index} block={block} inForm onClose={onClose} shownAt={shownAt} />
        ))}
      </form>
    </FormContext.Provider>
  );
}
