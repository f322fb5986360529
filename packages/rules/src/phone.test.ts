import { describe, expect, it } from 'vitest';
import { checkPhone, israeliPhoneValid, phoneInput, type PhoneNumberLibrary } from './phone.ts';

describe('phoneInput (typing strips other characters)', () => {
  it.each([
    ['basic', '+1 555-123-4567 ext', '+1 555-123-4567'],
    ['basic', '12345678901234567890', '123456789012345'],
    ['basic', 'abc', ''],
    ['international', '+44 20-7946 (0958)x', '+44 20-7946 (0958)'],
    ['international', '20+7946', '207946'],
    ['advanced', '050--123a4567', '050-1234567'],
    ['advanced', '+972 50', '97250'],
    ['pattern', '555 12ab', '555 12ab'],
  ] as const)('%s: %j -> %j', (mode, raw, expected) => {
    expect(phoneInput(mode, raw)).toBe(expected);
  });
});

describe('israeliPhoneValid', () => {
  it.each([
    ['021234567', true],
    ['03-1234567', true],
    ['04-123-4567', true],
    ['0812345678', false],
    ['0501234567', true],
    ['050-123-4567', true],
    ['0791234567', true],
    ['050123456', false],
    ['0561234567', false],
    ['050--1234567', false],
    ['-0501234567', false],
    ['0711234567', false],
  ])('%s -> %s', (value, expected) => {
    expect(israeliPhoneValid(value)).toBe(expected);
  });
});

const library: PhoneNumberLibrary = {
  isValid: (number, country) => {
    if (number === 'boom') throw new Error('unreadable');
    return country === 'US' ? /^\(?\d{3}\)? ?\d{3}-?\d{4}$/.test(number) : number.startsWith('+');
  },
  international: (number, country) => (country === 'US' ? `+1${number.replace(/\D/g, '')}` : number),
};

describe('checkPhone', () => {
  it.each([
    { value: '', options: {}, expected: { valid: true, phone: '' } },
    {
      value: '',
      options: { required: true },
      expected: { valid: false, message: 'Please fill out this field.' },
    },
    {
      value: '(555) 123-4567',
      options: { mode: 'basic' },
      expected: { valid: true, phone: '(555) 123-4567' },
    },
    {
      value: '1234567890123456',
      options: { mode: 'basic' },
      expected: { valid: false, message: 'Please enter a valid phone number' },
    },
    {
      value: '555-12x',
      options: { mode: 'basic' },
      expected: { valid: false, message: 'Please enter a valid phone number' },
    },
    { value: '5551234', options: { mode: 'pattern' }, expected: { valid: true, phone: '5551234' } },
    {
      value: '555123',
      options: { mode: 'pattern' },
      expected: { valid: false, message: 'Please enter 7 to 15 digits and avoid using letters or symbols' },
    },
    {
      value: '555-1234',
      options: { mode: 'pattern' },
      expected: { valid: false, message: 'Please enter 7 to 15 digits and avoid using letters or symbols' },
    },
    {
      value: '1234567890123456',
      options: { mode: 'pattern' },
      expected: { valid: false, message: 'Please enter 7 to 15 digits and avoid using letters or symbols' },
    },
    { value: '050-1234567', options: { mode: 'advanced' }, expected: { valid: true, phone: '050-1234567' } },
    {
      value: '0561234567',
      options: { mode: 'advanced' },
      expected: { valid: false, message: 'מספר הטלפון שגוי' },
    },
    {
      value: '(415) 555-2671',
      options: { mode: 'international', library },
      expected: { valid: true, phone: '+14155552671' },
    },
    {
      value: '415',
      options: { mode: 'international', library, country: 'us' },
      expected: { valid: false, message: 'Invalid number - please try again' },
    },
    {
      value: '415',
      options: { mode: 'international', library, lang: 'he' },
      expected: { valid: false, message: 'מספר לא תקין – יש לנסות שוב.' },
    },
    {
      value: 'boom',
      options: { mode: 'international', library },
      expected: { valid: false, message: 'Please enter a valid phone number' },
    },
    {
      value: '',
      options: { mode: 'international', library, required: true },
      expected: { valid: false, message: 'Please enter a valid phone number' },
    },
    { value: '415', options: { mode: 'international' }, expected: { valid: true, phone: '415' } },
  ] as const)('$value with $options', ({ value, options, expected }) => {
    expect(checkPhone(value, options)).toEqual(expected);
  });
});
