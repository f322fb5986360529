import type { TField } from '@hookline/schema';
import { describe, expect, it } from 'vitest';
import { checkForm, formIsEmpty } from './form.ts';

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
      values: { email: 'jane@example', name: '  ', consent: 'on' },
      errors: { email: 'There are typos in the email', name: 'Please fill out this field.' },
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
});

describe('formIsEmpty', () => {
  it.each([
    [{}, true],
    [{ email: ' ', source: 'ads' }, true],
    [{ note: 'hi' }, false],
  ])('%j -> %s', (values, expected) => {
    expect(formIsEmpty([email, note, source], values)).toBe(expected);
  });
});
