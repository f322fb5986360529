import { describe, expect, it } from 'vitest';
import type { TExtraField } from '@hookline/schema';
import { leadFields } from './lead-fields.ts';

const custom = (name: string, value: string, type = 'custom'): TExtraField => ({
  id: name,
  type,
  name,
  placeholder: '',
  value,
});

describe('leadFields', () => {
  it.each([
    ['no custom fields: the form values', { email: 'a@b.co' }, [], { email: 'a@b.co' }],
    [
      'a custom answer under its field name',
      { email: 'a@b.co' },
      [custom('shoe_size', '42')],
      { email: 'a@b.co', shoe_size: '42' },
    ],
    [
      'a second field of a taken name renamed type_N',
      {},
      [custom('size', '42'), custom('size', '38')],
      { size: '42', custom_2: '38' },
    ],
    [
      'a custom field never overwrites a form value',
      { email: 'a@b.co' },
      [custom('email', 'other@b.co')],
      { email: 'a@b.co', custom_1: 'other@b.co' },
    ],
    [
      'type_N skips names already taken',
      { custom_2: 'x' },
      [custom('size', '1'), custom('size', '2')],
      { custom_2: 'x', size: '1', custom_3: '2' },
    ],
    ['an unnamed field after its type', {}, [custom('', 'blue', 'color')], { color_1: 'blue' }],
    [
      'an empty answer left out, trimmed answers kept',
      {},
      [custom('a', '  '), custom('b', ' 7 ')],
      { b: '7' },
    ],
  ])('%s', (_name, values, extra, expected) => {
    expect(leadFields(values, extra)).toEqual(expected);
  });

  it('keeps a field named like an object property', () => {
    const fields = leadFields({}, [custom('__proto__', 'x'), custom('constructor', 'y')]);
    expect(Object.entries(fields)).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
  });
});
