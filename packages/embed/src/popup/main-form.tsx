/** @jsxImportSource preact */
import type { FormErrors } from '@hookline/rules';
import type { TCloseTrigger, TField, TScreen } from '@hookline/schema';
import type { JSX } from 'preact';
import { useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Block } from './blocks.tsx';
import type { FormSubmission } from './contract.ts';
import { FormContext, type FormState } from './form-context.ts';
import { loadedSubmit, loadSubmit, type SubmitModule } from './lazy-parts.ts';
import { PopupEnvContext } from './popup-env.ts';

/** The fields of a screen, in order. */
export function screenFields(screen: TScreen): TField[] {
  return screen.blocks.flatMap((block) => (block.type === 'fields' ? block.fields : []));
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
 * click from sending two conversions. The submit checks are a lazy chunk (`submit`), loaded on the
 * form's first focus or keystroke; a submit before then waits for it.
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

  const finish = (check: SubmitModule, current: Record<string, string>) => {
    const found = check.checkSubmit(
      fields,
      current,
      lang,
      extras ? extras.checkForm(fields, current, lang, env, phoneCountries) : null,
    );
    if (Object.keys(found.errors).length > 0) {
      locked.current = false;
      setErrors(found.errors);
      setShake(found.empty);
      setHighlight(found.highlight);
      setFailedSubmits((count) => count + 1);
      return;
    }
    const submission = check.submissionOf(fields, current);
    onSubmitted(
      extras ? extras.completeSubmission(submission, fields, current, env, phoneCountries) : submission,
    );
  };

  const submit = (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    locked.current = true;
    const check = loadedSubmit();
    const ready = env && extras?.helpersReady(env);
    if (check && !ready) return finish(check, values);
    Promise.all([check ?? loadSubmit(), ready]).then(
      ([loaded]) => finish(loaded, values),
      (error: unknown) => {
        // Offline, say: the visitor may submit again.
        locked.current = false;
        env?.log('the submit chunk failed to load', error);
      },
    );
  };
  const prepare = () => {
    if (!loadedSubmit()) loadSubmit().catch(() => undefined);
  };

  return (
    <FormContext.Provider value={form}>
      <form
        ref={formElement}
        class={['hl-screen', arrangement, shake && 'hl-shake'].filter(Boolean).join(' ')}
        noValidate
        onSubmit={submit}
        onFocusIn={prepare}
        onInput={prepare}
      >
        {shown.blocks.map((block, index) => (
          <Block key={index} block={block} inForm onClose={onClose} shownAt={shownAt} />
        ))}
      </form>
    </FormContext.Provider>
  );
}
