import { describe, expect, it } from 'vitest';
import { newField, relabel, withKind } from './field-draft.ts';

describe('withKind', () => {
  it('keeps what every field has and drops what belonged to the old kind', () => {
    const select = { ...newField('select', 'Size'), required: true, instructions: 'Pick one' };
    expect(withKind(select, 'terms')).toEqual({
      key: 'size',
      label: 'Size',
      kind: 'terms',
      required: true,
      instructions: 'Pick one',
      taxonomy: '',
      multiple: true,
    });
  });
});

describe('relabel', () => {
  it.each([
    {
      item: { key: 'title', label: 'Title' },
      label: 'Headline',
      expected: { label: 'Headline', key: 'headline' },
    },
    { item: { key: 'my_key', label: 'Title' }, label: 'Headline', expected: { label: 'Headline' } },
  ])('from $item.key/$item.label to $label', ({ item, label, expected }) => {
    expect(relabel(item, label)).toEqual(expected);
  });
});
