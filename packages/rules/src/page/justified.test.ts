import { describe, expect, it } from 'vitest';
import {
  aspectRatio,
  justifiedLayoutCall,
  justifiedSettings,
  type JustifiedSettings,
  type JustifiedSettingsInput,
} from './justified.ts';

describe('justifiedSettings', () => {
  it.each<[string, JustifiedSettingsInput, JustifiedSettings]>([
    ['nothing set', {}, { rowHeight: 200, gap: 10, maxRows: 0, lastRow: 'nojustify' }],
    [
      'empty fields',
      { row_height: { size: '' }, gap: { size: '' }, max_row: '', last_row: '' },
      { rowHeight: 200, gap: 10, maxRows: 0, lastRow: 'nojustify' },
    ],
    [
      'invalid fields',
      { row_height: { size: 'tall' }, gap: { size: -4 }, max_row: 2.5, last_row: 'sideways' },
      { rowHeight: 200, gap: 10, maxRows: 0, lastRow: 'nojustify' },
    ],
    [
      'zero row height',
      { row_height: { size: 0 } },
      { rowHeight: 200, gap: 10, maxRows: 0, lastRow: 'nojustify' },
    ],
    [
      'null groups',
      { row_height: null, gap: null },
      { rowHeight: 200, gap: 10, maxRows: 0, lastRow: 'nojustify' },
    ],
    [
      'set values, strings as the editor saves them',
      { row_height: { size: '240' }, gap: { size: '0' }, max_row: '3', last_row: 'hide' },
      { rowHeight: 240, gap: 0, maxRows: 3, lastRow: 'hide' },
    ],
    [
      'numbers',
      { row_height: { size: 180 }, gap: { size: 6 }, max_row: 0, last_row: 'justify' },
      { rowHeight: 180, gap: 6, maxRows: 0, lastRow: 'justify' },
    ],
    [
      'negative row limit',
      { max_row: -1, last_row: 'center' },
      { rowHeight: 200, gap: 10, maxRows: 0, lastRow: 'center' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(justifiedSettings(input)).toEqual(expected);
  });
});

describe('aspectRatio', () => {
  it.each([
    [{ width: 1600, height: 900 }, 1600 / 900],
    [{ width: '800', height: '1200' }, 800 / 1200],
    [{ width: 800 }, 1],
    [{ width: 0, height: 100 }, 1],
    [{}, 1],
  ])('%j -> %s', (image, expected) => {
    expect(aspectRatio(image)).toBeCloseTo(expected);
  });
});

describe('justifiedLayoutCall', () => {
  const images = [{ width: 1200, height: 800 }, { width: 600, height: 900 }, {}];

  it('passes the aspect ratios and the defaults', () => {
    expect(justifiedLayoutCall(images, justifiedSettings({}), 1100)).toEqual([
      [1.5, 600 / 900, 1],
      {
        containerWidth: 1100,
        containerPadding: 0,
        boxSpacing: 10,
        targetRowHeight: 200,
        maxNumRows: Number.POSITIVE_INFINITY,
        showWidows: true,
        widowLayoutStyle: 'left',
      },
    ]);
  });

  it.each<[JustifiedSettingsInput['last_row'], boolean, string]>([
    ['nojustify', true, 'left'],
    ['justify', true, 'justify'],
    ['center', true, 'center'],
    ['hide', false, 'left'],
  ])('last row %s: widows shown %s, laid out %s', (lastRow, showWidows, style) => {
    const [, config] = justifiedLayoutCall(images, justifiedSettings({ last_row: lastRow }), 800);
    expect(config).toMatchObject({ showWidows, widowLayoutStyle: style });
  });

  it('limits rows and spaces boxes by the settings', () => {
    const settings = justifiedSettings({ row_height: { size: 150 }, gap: { size: 4 }, max_row: 2 });
    const [, config] = justifiedLayoutCall(images, settings, -5);
    expect(config).toMatchObject({ containerWidth: 0, boxSpacing: 4, targetRowHeight: 150, maxNumRows: 2 });
  });
});
