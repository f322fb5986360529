import { describe, expect, it } from 'vitest';
import { availableOptions, findMatchingVariations, variationMatches } from './variation-match.ts';

const v = (colour: string, size: string, active = true) => ({
  attributes: { attribute_pa_colour: colour, attribute_pa_size: size },
  variation_is_active: active,
});

describe('variation matching', () => {
  it.each([
    ['exact match', v('Blue', 'S'), { attribute_pa_colour: 'Blue', attribute_pa_size: 'S' }, true],
    ['other value', v('Blue', 'S'), { attribute_pa_colour: 'Red', attribute_pa_size: 'S' }, false],
    ['any value in the variation', v('', 'S'), { attribute_pa_colour: 'Red', attribute_pa_size: 'S' }, true],
    ['unchosen attribute', v('Blue', 'S'), { attribute_pa_colour: 'Blue' }, true],
  ])('%s', (_name, variation, chosen, expected) => {
    expect(variationMatches(variation, chosen)).toBe(expected);
  });

  it('finds the fitting variations in order', () => {
    const list = [v('Blue', 'S'), v('Blue', 'M'), v('Red', 'S')];
    expect(findMatchingVariations(list, { attribute_pa_colour: 'Blue' })).toEqual([list[0], list[1]]);
  });
});

describe('available options', () => {
  const colour = { name: 'attribute_pa_colour', values: ['Blue', 'Red', 'Green'] };
  const list = [v('Blue', 'S'), v('Blue', 'M'), v('Red', 'S', false), v('Green', 'M')];

  it('offers every value some variation has when nothing else is chosen', () => {
    expect(availableOptions(list, colour, {})).toEqual([
      { value: 'Blue', enabled: true },
      { value: 'Red', enabled: false },
      { value: 'Green', enabled: true },
    ]);
  });

  it('leaves out values that do not fit the other choices, ignoring its own choice', () => {
    const chosen = { attribute_pa_size: 'M', attribute_pa_colour: 'Green' };
    expect(availableOptions(list, colour, chosen).map((o) => o.value)).toEqual(['Blue', 'Green']);
  });

  it('expands a variation matching any value to all values', () => {
    const options = availableOptions([v('', 'S')], colour, { attribute_pa_size: 'S' });
    expect(options.map((o) => o.value)).toEqual(['Blue', 'Red', 'Green']);
  });
});
