import { describe, expect, it } from 'vitest';
import { parseExtraFields } from './extra-fields.ts';

const field = { id: 'f1', type: 'custom', name: 'shoe_size', placeholder: 'Size', value: '42' };

describe('parseExtraFields', () => {
  it.each([
    ['nothing sent', undefined, []],
    ['an empty text', '', []],
    ['an empty list', '[]', []],
    ['a list of custom fields', JSON.stringify([field]), [field]],
    [
      'a field without id or placeholder',
      '[{"type":"custom","name":"a","value":"b"}]',
      [{ type: 'custom', name: 'a', value: 'b' }],
    ],
    ['text that is not JSON', '{not json', null],
    ['an object, not a list', '{}', null],
    ['an entry without a value', '[{"type":"custom","name":"a"}]', null],
    ['a value that is not text', '[{"type":"custom","name":"a","value":4}]', null],
    ['a name over 100 characters', JSON.stringify([{ ...field, name: 'n'.repeat(101) }]), null],
    ['more than 100 fields', JSON.stringify(Array.from({ length: 101 }, () => field)), null],
  ])('%s', (_name, text, expected) => {
    expect(parseExtraFields(text)).toEqual(expected);
  });
});
