import type { TEmailValidationMode, TField, TPhoneValidationMode } from '@hookline/schema';
import { fieldsOf, labelled, row } from '../fields/field-builders.ts';
import type { FieldSpec } from '../fields/field-table.ts';
import { FIELD_TYPES, OPTION_TYPES, newField } from './blocks.ts';

const field = fieldsOf(
  (value: TField) => value,
  (patch) => (value) => ({ ...value, ...patch }),
);

const EMAIL_CHECKS = labelled({
  'check-typos': 'Catch typos (suggest “gmail.com” for “gmial.com”)',
  'business-email': 'Business emails only (no free mail)',
  'typos-business': 'Both',
  'no-validation': 'No check',
} satisfies Record<TEmailValidationMode, string>);

const PHONE_CHECKS = labelled({
  basic: 'Digits, +, -, spaces and brackets, up to 15',
  pattern: '7 to 15 digits',
  international: 'International, with a country picker',
  advanced: 'Israeli numbers',
} satisfies Record<TPhoneValidationMode, string>);

/** The settings of one form field, by its type: a field table over the field. */
export const FIELD_SETTINGS: readonly FieldSpec<TField>[] = [
  row([
    field.select('type', 'Type', FIELD_TYPES, {
      // A new type starts afresh, keeping only what names the field.
      update: (type) => (value) => ({
        ...newField(type, []),
        id: value.id,
        name: value.name,
        label: value.label,
        required: value.required,
      }),
    }),
    field.text('name', 'Name in leads', {
      maxLength: 64,
      hint: 'The column of the leads table and CSV.',
      store: (name) => name.replace(/[^A-Za-z0-9_-]/g, '_'),
    }),
    field.text('placeholder', 'Placeholder', { dir: 'auto' }),
    field.text('label', 'Label', { dir: 'auto', store: (label) => label || undefined }),
  ]),
  field.toggle('required', 'Required'),
  field.select('email_validation', 'Email check', EMAIL_CHECKS, {
    fallback: 'check-typos',
    when: (value) => value.type === 'email',
  }),
  field.select('phone_validation', 'Phone check', PHONE_CHECKS, {
    fallback: 'basic',
    when: (value) => value.type === 'phone',
  }),
  {
    kind: 'text',
    key: 'options',
    label: 'Options, one per line',
    multiline: true,
    read: (value) => (value.options ?? []).join('\n'),
    write: (text) => (value) => ({ ...value, options: text.split('\n').slice(0, 200) }),
    when: (value) => OPTION_TYPES.has(value.type),
  },
  field.text('default_value', 'Value sent with every lead', { when: (value) => value.type === 'hidden' }),
];
