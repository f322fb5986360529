/** @jsxImportSource preact */
import {
  checkBasicField,
  checkFormWith,
  fieldToHighlight,
  formIsEmpty,
  type FormErrors,
} from '@hookline/rules';
import type { TCloseTrigger, TField, TScreen } from '@hookline/schema';
import type { JSX } from 'preact';
import { useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Block } from './blocks.tsx';
import type { FormSubmission } from './contract.ts';
import { FormContext, type FormState } from './form-context.ts';
import { PopupEnvContext } from './popup-env.ts';

/** The fields of a screen, in order. */
export function screenFields(screen: TScreen): TField[] {
  return screen.blocks.flatMap((block) => (block.type === 'fields' ? block.fields : []));
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
  const extras = env?.extras;
  const shown = useMemo(() => (extras ? extras.formScreen(screen, env.design) : screen), [screen]);
  const fields = useMemo(() => screenFields(shown), [shown]);
  const [values, setValues] = useState(() => {
    const initial: Record<string, string> = {};
    for (const field of fields)
      if (field.default_value !== undefined) initial[field.name] = field.default_value;
    return initial;
  });
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
    const found = extras
      ? extras.checkForm(fields, current, lang, env, phoneCountries)
      : checkFormWith(fields, current, { lang }, checkBasicField);
    if (Object.keys(found).length > 0) {
      locked.current = false;
      const empty = formIsEmpty(fields, current);
      setErrors(found);
      setShake(empty);
      setHighlight(empty ? (fieldToHighlight(fields)?.name ?? null) : null);
      setFailedSubmits((count) => count + 1);
      return;
    }
    const submission = submissionOf(fields, current);
    onSubmitted(
      extras ? extras.completeSubmission(submission, fields, current, env, phoneCountries) : submission,
    );
  };

  const submit = (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    locked.current = true;
    const ready = env && extras?.helpersReady(env);
    if (!ready) return finish(values);
    void ready.then(() => finish(values));
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
