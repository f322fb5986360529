import { describe, expect, it } from 'vitest';
import { checkEmail, emailLooksValid } from './email.ts';
import { suggestEmail } from './email-suggestion.ts';
// Hebrew messages join when messages-extra.ts loads (see messages.ts).
import './messages-extra.ts';

describe('emailLooksValid (check-typos)', () => {
  it.each([
    'jane@example.com',
    'Jane.Doe+news@sub.example.co.uk',
    "o'brien@example.ie",
    'a@b.io',
    'USER_1@EXAMPLE.COM',
    '  jane@example.com  ',
    'first-last@my-shop.store',
    'jane@example.xn--p1ai',
    `${'x'.repeat(64)}@example.com`,
  ])('accepts %j', (address) => {
    expect(emailLooksValid(address)).toBe(true);
  });

  it.each([
    ['no @', 'jane.example.com'],
    ['nothing after @', 'jane@'],
    ['nothing before @', '@example.com'],
    ['no top-level domain', 'jane@example'],
    ['two @', 'jane@@example.com'],
    ['a space inside', 'jane doe@example.com'],
    ['a space in the domain', 'jane@exa mple.com'],
    ['double dot in local part', 'jane..doe@example.com'],
    ['leading dot', '.jane@example.com'],
    ['trailing dot before @', 'jane.@example.com'],
    ['label starting with a hyphen', 'jane@-example.com'],
    ['label ending with a hyphen', 'jane@example-.com'],
    ['one-letter top-level domain', 'jane@example.c'],
    ['numeric top-level domain', 'jane@example.123'],
    ['accented letter', 'jané@example.com'],
    ['double dot in domain', 'jane@example..com'],
    ['trailing dot', 'jane@example.com.'],
    ['parentheses', 'jane(work)@example.com'],
    ['comma', 'jane,doe@example.com'],
    ['underscore in domain', 'jane@exa_mple.com'],
    ['local part over 64 characters', `${'x'.repeat(65)}@example.com`],
    ['over 254 characters', `jane@${'a'.repeat(250)}.com`],
    ['empty', ''],
  ])('refuses %s (%j)', (_why, address) => {
    expect(emailLooksValid(address)).toBe(false);
  });
});

describe('checkEmail', () => {
  const freeMail = new Set(['gmail.com', 'yahoo.com']);
  it.each([
    { value: '', options: {}, expected: null },
    { value: '   ', options: { required: true }, expected: 'Please fill out this field.' },
    { value: 'jane@', options: {}, expected: 'There are typos in the email' },
    { value: 'jane@', options: { mode: 'check-typos' }, expected: 'There are typos in the email' },
    { value: 'jane@', options: { mode: 'no-validation' }, expected: null },
    { value: 'jane@gmail.com', options: { mode: 'check-typos', freeMailDomains: freeMail }, expected: null },
    {
      value: 'jane@Gmail.com',
      options: { mode: 'business-email', freeMailDomains: freeMail },
      expected: 'Only business emails are allowed',
    },
    { value: 'jane@', options: { mode: 'business-email', freeMailDomains: freeMail }, expected: null },
    {
      value: 'jane@',
      options: { mode: 'typos-business', freeMailDomains: freeMail },
      expected: 'There are typos in the email',
    },
    {
      value: 'jane@yahoo.com',
      options: { mode: 'typos-business', freeMailDomains: freeMail },
      expected: 'Only business emails are allowed',
    },
    {
      value: 'jane@acme.com',
      options: { mode: 'typos-business', freeMailDomains: freeMail },
      expected: null,
    },
    { value: 'jane@gmail.com', options: { mode: 'business-email' }, expected: null },
    { value: 'jane@', options: { lang: 'he' }, expected: 'יש שגיאות הקלדה באימייל' },
  ] as const)('$value with $options -> $expected', ({ value, options, expected }) => {
    const result = checkEmail(value, options);
    expect(result.valid ? null : result.message).toBe(expected);
  });

  it('hands back the trimmed address', () => {
    expect(checkEmail('  jane@example.com ')).toEqual({ valid: true, email: 'jane@example.com' });
  });
});

describe('suggestEmail', () => {
  it.each([
    ['jane@gmial.com', 'jane@gmail.com'],
    ['jane@gmail.con', 'jane@gmail.com'],
    ['jane@hotmial.com', 'jane@hotmail.com'],
    ['jane@yaho.com', 'jane@yahoo.com'],
    ['Jane@GMAL.COM', 'jane@gmail.com'],
    ['jane@gmail.com', null],
    ['jane@yahoo.co.uk', null],
    ['jane', null],
    ['jane@', null],
    ['', null],
    // A domain still being typed gets no guess (mailcheck alone says carl@gr or carl@gmail.com).
    ['carl@g', null],
    ['carl@gm', null],
    ['carl@gmial', null],
    ['carl@gmial.', null],
    ['carl@gmial.c', null],
    ['carl@gmial.c0m', null],
    // Complete, and a likely misspelling of a common domain: suggested.
    ['carl@gmial.com', 'carl@gmail.com'],
    [' carl@gmai.com ', 'carl@gmail.com'],
    ['carl@outlok.com', 'carl@outlook.com'],
    ['carl@gmail.co', 'carl@gmail.com'],
  ])('%j -> %j', (value, expected) => {
    expect(suggestEmail(value)).toBe(expected);
  });
});
