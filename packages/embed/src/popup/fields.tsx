/** @jsxImportSource preact */
import type { TField } from '@hookline/schema';
import type { JSX } from 'preact';
import { useContext } from 'preact/hooks';
import { EmailInput } from './email-input.tsx';
import { FormContext, type FormState } from './form-context.ts';

const INPUT_TYPES: Partial<Record<TField['type'], string>> = {
  phone: 'tel',
  website: 'url',
  number: 'number',
  date: 'date',
  birthday: 'date',
};

const AUTOCOMPLETE: Partial<Record<TField['type'], string>> = {
  name: 'name',
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
  website: 'url',
  birthday: 'bday',
};

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

function Control({
  field,
  form,
  id,
  errorId,
}: {
  field: TField;
  form: FormState;
  id: string;
  errorId: string;
}) {
  const error = form.errors[field.name];
  const value = form.values[field.name] ?? '';
  const attributes: SharedAttributes = {
    id,
    name: field.name,
    class: 'hl-input',
    placeholder: placeholderOf(field),
    'aria-required': field.required ? 'true' : undefined,
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-label': field.label ? undefined : field.placeholder || field.name,
  };
  const onInput = (event: JSX.TargetedEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    form.setValue(field.name, event.currentTarget.value);

  switch (field.type) {
    case 'email':
      return <EmailInput field={field} form={form} attributes={attributes} />;
    case 'message':
      return <textarea {...attributes} value={value} onInput={onInput} />;
    case 'checkbox':
    case 'consent':
      return (
        <label class="hl-check">
          <input
            id={id}
            type="checkbox"
            name={field.name}
            checked={value === 'on'}
            aria-required={field.required ? 'true' : undefined}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => form.setValue(field.name, event.currentTarget.checked ? 'on' : '')}
          />
          <span>{field.label || field.placeholder}</span>
        </label>
      );
    case 'select':
    case 'custom_select':
    case 'multi_select':
    case 'radio':
      return (
        <select {...attributes} value={value} onChange={onInput}>
          <option value="">{placeholderOf(field)}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    default:
      return (
        <input
          {...attributes}
          type={INPUT_TYPES[field.type] ?? 'text'}
          autoComplete={AUTOCOMPLETE[field.type] ?? 'on'}
          value={value}
          onInput={onInput}
        />
      );
  }
}

function Field({ field, form }: { field: TField; form: FormState }) {
  if (field.type === 'hidden') return null;
  const id = `${form.idPrefix}-${field.id}`;
  const errorId = `${id}-error`;
  const error = form.errors[field.name];
  const labelled = field.label && field.type !== 'checkbox' && field.type !== 'consent';
  return (
    <div class="hl-field">
      {labelled && (
        <label class="hl-label" for={id}>
          {field.label}
        </label>
      )}
      <Control field={field} form={form} id={id} errorId={errorId} />
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
  if (!form) return null;
  return (
    <div class="hl-fields">
      {fields.map((field) => (
        <Field key={field.id} field={field} form={form} />
      ))}
    </div>
  );
}
