import type { TField } from '@hookline/schema';
import { describe, expect, it } from 'vitest';
import { checkField, checkForm } from './field-check.ts';
import { checkBasicField, fieldToHighlight, formIsEmpty, uniqueFieldNames } from './form.ts';

const field = (overrides: Partial<TField> & Pick<TField, 'type' | 'name'>): TField => ({
  id: overrides.name,
  placeholder: '',
  required: false,
  ...overrides,
});

const email = field({ type: 'email', name: 'email', required: true });
const name = field({ type: 'name', name: 'name', required: true });
const consent = field({ type: 'consent', name: 'consent', required: true });
const note = field({ type: 'message', name: 'note' });
const source = field({ type: 'hidden', name: 'source', required: true });

describe('checkForm', () => {
  it.each([
    {
      values: { email: 'jane@example.com', name: 'Jane', consent: 'on' },
      errors: {},
    },
    {
      values: { email: '', name: '', consent: '' },
      errors: {
        email: 'Please fill out this field.',
        name: 'Please fill out this field.',
        consent: 'Please fill out this field.',
      },
    },
    {
      values: { email: 'jane@example', name: 'R2D2', consent: 'on' },
      errors: { email: 'There are typos in the email', name: 'Please enter at least 2 or more characters' },
    },
  ])('$values -> $errors', ({ values, errors }) => {
    expect(checkForm([email, name, consent, note, source], values)).toEqual(errors);
  });

  it('follows the field validation mode', () => {
    const loose = field({ type: 'email', name: 'email', email_validation: 'no-validation' });
    expect(checkForm([loose], { email: 'not an email' })).toEqual({});
  });

  it('speaks Hebrew for Hebrew popups', () => {
    expect(checkForm([name], {}, { lang: 'he' })).toEqual({ name: 'יש למלא את השדה.' });
  });

  it('switches validation off when a helper script failed (spec section 8)', () => {
    const business = field({ type: 'email', name: 'email', email_validation: 'typos-business' });
    const phone = field({ type: 'phone', name: 'phone', required: true, phone_validation: 'international' });
    expect(
      checkForm([business, phone], { email: 'x@' }, { emailValidationOff: true, phoneValidationOff: true }),
    ).toEqual({});
    expect(checkForm([business, phone], { email: 'x@' })).toEqual({
      email: 'There are typos in the email',
      phone: 'Please enter a valid phone number',
    });
  });
});

describe('checkField', () => {
  const today = { year: 2026, month: 3, day: 15 };
  it.each([
    [
      field({ type: 'phone', name: 'p', phone_validation: 'pattern' }),
      '12',
      'Please enter 7 to 15 digits and avoid using letters or symbols',
    ],
    [field({ type: 'phone', name: 'p' }), 'abc', 'Please enter a valid phone number'],
    [field({ type: 'phone', name: 'p', phone_validation: 'advanced' }), '0601234567', 'מספר הטלפון שגוי'],
    [
      field({ type: 'first_name', name: 'first_name', required: true }),
      '<x>',
      'Please enter at least 2 or more characters',
    ],
    [field({ type: 'birthday', name: 'b' }), '2026-03-15', 'Please enter a valid birthday.'],
    [field({ type: 'birthday', name: 'b' }), '14/03/2026', null],
    [field({ type: 'date', name: 'd' }), '31/02/2026', 'Please enter a date as DD/MM/YYYY.'],
    [field({ type: 'radio', name: 'r', required: true }), '', 'Please select one of these options.'],
    [field({ type: 'multi_select', name: 'm', required: true }), 'a, b', null],
    [field({ type: 'checkbox', name: 'c', required: true }), 'on', null],
    [field({ type: 'number', name: 'n' }), '1.5', null],
    [field({ type: 'number', name: 'n', required: true }), '', 'Please fill out this field.'],
    [field({ type: 'website', name: 'w', required: true }), '', 'Please fill out this field.'],
    [field({ type: 'custom', name: 'UTM_source', required: true }), 'ads', null],
    [field({ type: 'select', name: 's', required: true }), '', 'Please fill out this field.'],
  ])('%j with %j -> %j', (f, value, expected) => {
    expect(checkField(f, value, { today })).toBe(expected);
  });
});

describe('formIsEmpty and the highlight', () => {
  it.each([
    [{}, true],
    [{ email: ' ', source: 'ads' }, true],
    [{ note: 'hi' }, false],
  ])('%j -> %s', (values, expected) => {
    expect(formIsEmpty([email, note, source], values)).toBe(expected);
  });

  it('highlights the email field, else the first visible one', () => {
    expect(fieldToHighlight([note, email])).toBe(email);
    expect(fieldToHighlight([source, note, name])).toBe(note);
    expect(fieldToHighlight([source])).toBeUndefined();
  });
});

describe('uniqueFieldNames', () => {
  it('renames repeated names type_N', () => {
    const fields = [
      field({ type: 'checkbox', name: 'checkbox' }),
      field({ type: 'checkbox', name: 'checkbox' }),
      field({ type: 'custom', name: 'extra' }),
      field({ type: 'custom', name: 'extra' }),
      field({ type: 'email', name: 'email' }),
    ];
    expect(uniqueFieldNames(fields).map((f) => f.name)).toEqual([
      'checkbox',
      'checkbox_2',
      'extra',
      'custom_2',
      'email',
    ]);
  });
});

describe('checkBasicField', () => {
  it.each([
    [field({ type: 'email', name: 'e', required: true }), '', 'Please fill out this field.'],
    [field({ type: 'consent', name: 'c', required: true }), '', 'Please fill out this field.'],
    [field({ type: 'name', name: 'n', required: true }), 'R2D2', null],
    [field({ type: 'hidden', name: 'h', required: true }), '', null],
  ])('%j with %j -> %j', (f, value, expected) => {
    expect(checkBasicField(f, value)).toBe(expected);
  });
});
