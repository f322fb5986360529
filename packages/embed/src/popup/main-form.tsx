/** @jsxImportSource preact */
import { checkForm, formIsEmpty, type FormErrors } from '@hookline/rules';
import type { TCloseTrigger, TField, TScreen } from '@hookline/schema';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Block } from './blocks.tsx';
import type { FormSubmission } from './contract.ts';
import { FormContext, type FormState } from './form-context.ts';

const TEXT_TYPES: ReadonlySet<string> = new Set(['checkbox', 'consent']);

/** The fields of a screen, in order. */
export function screenFields(screen: TScreen): TField[] {
  return screen.blocks.flatMap((block) => (block.type === 'fields' ? block.fields : []));
}

function initialValues(fields: readonly TField[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) if (field.default_value !== undefined) values[field.name] = field.default_value;
  return values;
}

/**
 * What a valid form sends: non-empty values keyed by field name (text trimmed), with custom fields
 * listed in `extraFields` (the conversion's `newExtraFields`) instead.
 */
export function submissionOf(
  fields: readonly TField[],
  values: Readonly<Record<string, string>>,
): FormSubmission {
  const submission: FormSubmission = { values: {}, extraFields: [] };
  for (const field of fields) {
    const raw = values[field.name] ?? '';
    const value = TEXT_TYPES.has(field.type) ? raw : raw.trim();
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
}

/**
 * The main screen as one form. A submit checks every field (spec section 5) and shows the errors,
 * moving focus to the first invalid field and shaking the form when it is all empty; a valid submit
 * is handed on once: a lock keeps a double click from sending two conversions.
 */
export function MainForm({ screen, lang, idPrefix, onSubmitted, onClose }: MainFormProps) {
  const fields = useMemo(() => screenFields(screen), [screen]);
  const [values, setValues] = useState(() => initialValues(fields));
  const [errors, setErrors] = useState<FormErrors>({});
  const [shake, setShake] = useState(false);
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
    setValue(name, value) {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
      setShake(false);
    },
  };

  const submit = (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    const found = checkForm(fields, values, { lang });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setShake(formIsEmpty(fields, values));
      setFailedSubmits((count) => count + 1);
      return;
    }
    locked.current = true;
    onSubmitted(submissionOf(fields, values));
  };

  return (
    <FormContext.Provider value={form}>
      <form ref={formElement} class={shake ? 'hl-screen hl-shake' : 'hl-screen'} noValidate onSubmit={submit}>
        {screen.blocks.map((block, index) => (
          <Block key={index} block={block} inForm onClose={onClose} />
        ))}
      </form>
    </FormContext.Provider>
  );
}
