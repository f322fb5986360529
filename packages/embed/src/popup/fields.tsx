/** @jsxImportSource preact */
import type { TField } from '@hookline/schema';
import { useContext } from 'preact/hooks';
import { EmailInput } from './email-input.tsx';
import { FormContext, type FormState } from './form-context.ts';
import { PopupEnvContext, type PopupEnv } from './popup-env.ts';

/** Field types the core draws; the others come from the extras chunk (`fields-extra.tsx`). */
export const CORE_FIELD_TYPES: ReadonlySet<string> = new Set(['email', 'hidden', 'custom']);

/** Spec section 2: required fields carry aria-required and a star after the placeholder. */
export function placeholderOf(field: TField): string {
  return field.required && field.placeholder ? `${field.placeholder} *` : field.placeholder;
}

/** The attributes every text-like control carries: name, placeholder, ARIA state. */
export interface SharedAttributes {
  id: string;
  name: string;
  class: string;
  placeholder: string;
  'aria-required': 'true' | undefined;
  'aria-invalid': 'true' | undefined;
  'aria-describedby': string | undefined;
  'aria-label': string | undefined;
}

export interface ControlProps {
  field: TField;
  form: FormState;
  env: PopupEnv | null;
  id: string;
  attributes: SharedAttributes;
}

function Control(props: ControlProps) {
  const { field, form, env, attributes } = props;
  if (field.type === 'email') return <EmailInput {...props} />;
  if (!CORE_FIELD_TYPES.has(field.type) && env?.extras) return <env.extras.ExtraControl {...props} />;
  return (
    <input
      {...attributes}
      type="text"
      autoComplete="on"
      value={form.values[field.name] ?? ''}
      onInput={(event) => form.setValue(field.name, event.currentTarget.value)}
    />
  );
}
const GROUPED: ReadonlySet<string> = new Set(['checkbox', 'consent', 'radio', 'multi_select']);

function Field({ field, form, env }: { field: TField; form: FormState; env: PopupEnv | null }) {
  if (field.type === 'hidden') return null;
  const id = `${form.idPrefix}-${field.id}`;
  const errorId = `${id}-error`;
  const error = form.errors[field.name];
  const attributes: SharedAttributes = {
    id,
    name: field.name,
    class: form.highlight === field.name ? 'hl-input hl-highlight' : 'hl-input',
    placeholder: placeholderOf(field),
    'aria-required': field.required ? 'true' : undefined,
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-label': field.label ? undefined : field.placeholder || field.name,
  };
  return (
    <div class="hl-field">
      {field.label && !GROUPED.has(field.type) && (
        <label class="hl-label" for={id}>
          {field.label}
        </label>
      )}
      <Control field={field} form={form} env={env} id={id} attributes={attributes} />
      {error && (
        <div role="alert" id={errorId} class="hl-error">
          {error}
        </div>
      )}
    </div>
  );
}

/** A fields block: the inputs of the main screen's form. Renders nothing outside that form. */
export function FieldList({ fields }: { fields: readonly TField[] }) {
  const form = useContext(FormContext);
  const env = useContext(PopupEnvContext);
  if (!form) return null;
  return (
    <div class="hl-fields">
      {fields.map((field) => (
        <Field key={field.id} field={field} form={form} env={env} />
      ))}
    </div>
  );
}
