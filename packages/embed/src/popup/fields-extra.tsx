/** @jsxImportSource preact */
import { extraMessages, numberInput, numberKeyAllowed, numberOnBlur, phoneInput } from '@hookline/rules';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { placeholderOf, type ControlProps } from './fields.tsx';

/**
 * The field controls beyond email and text (part of the extras chunk): checkboxes and the consent
 * box, message and website fields, number, phone in its four modes, single select, custom select
 * with search, radio and multi-select groups, and dates with the DD/MM/YYYY picker where the
 * browser has no date input.
 */

const loadPhone = () => import('../chunks/phone.ts');
const loadDatePicker = () => import('../chunks/date-picker.ts');
const loadCustomSelect = () => import('../chunks/custom-select.ts');

/** A lazy chunk's module once loaded (null before, and after a failure, which is logged). */
function usePart<T>(load: () => Promise<T>, log: (message: string, detail?: unknown) => void): T | null {
  const [part, setPart] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setPart(() => module),
      (error: unknown) => log('a popup part failed to load', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return part;
}

const noLog = () => undefined;

function Checkbox({ field, form, id, attributes }: ControlProps) {
  return (
    <label class="hl-check">
      <input
        id={id}
        type="checkbox"
        name={field.name}
        checked={form.values[field.name] === 'on'}
        aria-required={attributes['aria-required']}
        aria-invalid={attributes['aria-invalid']}
        aria-describedby={attributes['aria-describedby']}
        onChange={(event) => form.setValue(field.name, event.currentTarget.checked ? 'on' : '')}
      />
      <span>{field.label || placeholderOf(field)}</span>
    </label>
  );
}

function NumberInput({ field, form, attributes }: ControlProps) {
  return (
    <input
      {...attributes}
      type="text"
      inputMode="decimal"
      value={form.values[field.name] ?? ''}
      onKeyDown={(event) => {
        if (
          !numberKeyAllowed(event.key, event.currentTarget.value, {
            ctrl: event.ctrlKey,
            meta: event.metaKey,
          })
        )
          event.preventDefault();
      }}
      onInput={(event) => {
        const kept = numberInput(event.currentTarget.value);
        event.currentTarget.value = kept;
        form.setValue(field.name, kept);
      }}
      onBlur={(event) => form.setValue(field.name, numberOnBlur(event.currentTarget.value))}
    />
  );
}

/** A required group (radio buttons, or a multi-select's checkboxes): `data-action-required` (spec section 5). */
function ChoiceGroup({ field, form, id, attributes }: ControlProps) {
  const multiple = field.type === 'multi_select';
  const value = form.values[field.name] ?? '';
  const chosen = multiple ? value.split(', ').filter(Boolean) : [value];
  const toggle = (option: string, on: boolean) => {
    if (!multiple) return form.setValue(field.name, option);
    const next = (field.options ?? []).filter((item) => (item === option ? on : chosen.includes(item)));
    form.setValue(field.name, next.join(', '));
  };
  return (
    <fieldset
      class="hl-group"
      role={multiple ? 'group' : 'radiogroup'}
      aria-required={attributes['aria-required']}
      aria-invalid={attributes['aria-invalid']}
      aria-describedby={attributes['aria-describedby']}
      data-action-required={field.required ? 'true' : undefined}
    >
      <legend class="hl-legend">{field.label || attributes.placeholder}</legend>
      {(field.options ?? []).map((option, index) => (
        <label class="hl-check" key={option}>
          <input
            id={`${id}-${index}`}
            type={multiple ? 'checkbox' : 'radio'}
            name={field.name}
            value={option}
            checked={chosen.includes(option)}
            onChange={(event) => toggle(option, event.currentTarget.checked)}
          />
          <span>{option}</span>
        </label>
      ))}
    </fieldset>
  );
}

function NativeSelect({ field, form, attributes }: ControlProps) {
  return (
    <select
      {...attributes}
      value={form.values[field.name] ?? ''}
      onChange={(event) => form.setValue(field.name, event.currentTarget.value)}
    >
      <option value="">{attributes.placeholder}</option>
      {(field.options ?? []).map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

function PlainInput({
  field,
  form,
  attributes,
  type,
  autoComplete,
}: ControlProps & { type: string; autoComplete?: string }) {
  return (
    <input
      {...attributes}
      type={type}
      autoComplete={autoComplete}
      value={form.values[field.name] ?? ''}
      onInput={(event) => form.setValue(field.name, event.currentTarget.value)}
    />
  );
}

function BasicPhone({ field, form, attributes }: ControlProps) {
  const mode = field.phone_validation;
  return (
    <input
      {...attributes}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      pattern={mode === 'pattern' ? '\\d{7,15}' : undefined}
      title={mode === 'pattern' ? extraMessages(form.lang).phonePattern : undefined}
      value={form.values[field.name] ?? ''}
      onInput={(event) => {
        const kept = phoneInput(mode, event.currentTarget.value);
        event.currentTarget.value = kept;
        form.setValue(field.name, kept);
      }}
    />
  );
}

/**
 * An international phone field: the phone chunk's country picker and number input once the popup
 * has loaded it (spec section 9: 500 ms after showing), a plain phone input until then and when it
 * failed to load (then the field is no longer required, spec section 8).
 */
function InternationalPhone(props: ControlProps) {
  const helper = props.env?.helpers?.phone;
  const [, setSettled] = useState(0);
  useEffect(() => {
    if (!helper || helper.value || helper.failed) return;
    let live = true;
    void helper.ready?.then(() => live && setSettled((n) => n + 1));
    return () => {
      live = false;
    };
  }, [helper]);
  const module = helper?.value;
  return module ? <module.PhoneInternational {...props} /> : <BasicPhone {...props} />;
}

function WithPart<T>({
  load,
  props,
  render,
  fallback,
}: {
  load: () => Promise<T>;
  props: ControlProps;
  render(module: T): ComponentChildren;
  fallback: ComponentChildren;
}) {
  const part = usePart(load, props.env?.log ?? noLog);
  return <>{part ? render(part) : fallback}</>;
}

/** The control of a field type the core form does not draw itself. */
export function ExtraControl(props: ControlProps) {
  const { field, env } = props;
  switch (field.type) {
    case 'checkbox':
    case 'consent':
      return <Checkbox {...props} />;
    case 'message':
      return (
        <textarea
          {...props.attributes}
          value={props.form.values[field.name] ?? ''}
          onInput={(event) => props.form.setValue(field.name, event.currentTarget.value)}
        />
      );
    case 'website':
      return <PlainInput {...props} type="url" autoComplete="url" />;
    case 'phone':
      return field.phone_validation === 'international' ? (
        <InternationalPhone {...props} />
      ) : (
        <BasicPhone {...props} />
      );
    case 'radio':
    case 'multi_select':
      return <ChoiceGroup {...props} />;
    case 'select':
      return <NativeSelect {...props} />;
    case 'custom_select':
      return (
        <WithPart
          load={loadCustomSelect}
          props={props}
          render={({ CustomSelect }) => <CustomSelect {...props} />}
          fallback={<NativeSelect {...props} />}
        />
      );
    case 'number':
      return <NumberInput {...props} />;
    case 'date':
    case 'birthday':
      return env?.helpers?.nativeDate === false ? (
        <WithPart
          load={loadDatePicker}
          props={props}
          render={({ DatePicker }) => <DatePicker {...props} />}
          fallback={<PlainInput {...props} type="text" />}
        />
      ) : (
        <PlainInput {...props} type="date" />
      );
    default:
      return <PlainInput {...props} type="text" />;
  }
}

export { loadPhone };
