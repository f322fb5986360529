import { describe, expect, it } from 'vitest';
import type { ProductAttribute } from '@hookline/shop';
import { selectOptions } from './variation-choices.ts';

const attributes: ProductAttribute[] = [
  { name: 'attribute_pa_colour', label: 'Colour', values: ['Sand', 'Navy'] },
  { name: 'attribute_pa_size', label: 'Size', values: ['XS', 'M'] },
];
const disabled = (options: ReturnType<typeof selectOptions>) =>
  Object.fromEntries(
    Object.entries(options).map(([name, list]) => [name, list.filter((o) => !o.enabled).map((o) => o.value)]),
  );

describe('selectOptions with fetched variations', () => {
  const sandXs = { attribute_pa_colour: 'Sand', attribute_pa_size: 'XS' };

  it('offers every value while the shop has answered nothing', () => {
    expect(disabled(selectOptions(attributes, false, { attribute_pa_colour: 'Sand' }))).toEqual({
      attribute_pa_colour: [],
      attribute_pa_size: [],
    });
  });

  it.each([
    ['Sand chosen: XS is disabled', { attribute_pa_colour: 'Sand', attribute_pa_size: '' }, [], ['XS']],
    ['XS chosen: Sand is disabled', { attribute_pa_colour: '', attribute_pa_size: 'XS' }, ['Sand'], []],
    ['Sand and XS chosen: each is disabled in the other', sandXs, ['Sand'], ['XS']],
    [
      'Navy chosen: XS fits as far as the shop knows',
      { attribute_pa_colour: 'Navy', attribute_pa_size: '' },
      [],
      [],
    ],
    ['nothing chosen: nothing is known', { attribute_pa_colour: '', attribute_pa_size: '' }, [], []],
  ])('once Sand, XS answered none; %s', (_case, chosen, colours, sizes) => {
    expect(disabled(selectOptions(attributes, false, chosen, [sandXs]))).toEqual({
      attribute_pa_colour: colours,
      attribute_pa_size: sizes,
    });
  });
});
