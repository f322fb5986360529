import { describe, expect, it } from 'vitest';
import { choices, numberField, onOffField, onOffWordField, valueChoices } from './fields.ts';

describe('side-panel field builders', () => {
  it.each([
    [numberField('Gap'), { type: 'number', label: 'Gap' }],
    [numberField('Gap', 0), { type: 'number', label: 'Gap', min: 0 }],
    [numberField('Gap', 1, 6), { type: 'number', label: 'Gap', min: 1, max: 6 }],
    [numberField('Gap', undefined, 6), { type: 'number', label: 'Gap', max: 6 }],
  ])('a number input carries only the bounds given: %o', (field, expected) => {
    expect(field).toStrictEqual(expected);
  });

  it('switches: Off / On for booleans, On / Off for the words on and off', () => {
    expect(onOffField('Loop').options).toEqual([
      { label: 'Off', value: false },
      { label: 'On', value: true },
    ]);
    expect(onOffWordField('Loop').options).toEqual([
      { label: 'On', value: 'on' },
      { label: 'Off', value: 'off' },
    ]);
  });

  it('choices keep their order; value choices are labelled by their values', () => {
    expect(
      choices([
        ['b', 'Bee'],
        ['a', 'Ay'],
      ]),
    ).toEqual([
      { label: 'Bee', value: 'b' },
      { label: 'Ay', value: 'a' },
    ]);
    expect(valueChoices(['', 'pulse'], 'None')).toEqual([
      { label: 'None', value: '' },
      { label: 'pulse', value: 'pulse' },
    ]);
  });
});
