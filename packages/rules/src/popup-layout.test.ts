import { describe, expect, it } from 'vitest';
import {
  coversPage,
  defaultPopupSize,
  normalizeFormat,
  popupBox,
  popupPlacement,
  presetArrangement,
} from './popup-layout.ts';

const desktop = { width: 1920, height: 1080 };
const phone = { width: 390, height: 844 };

describe('formats', () => {
  it.each([
    ['lightbox', 6, 6],
    ['lightbox', 7, 1],
    ['bar', 5, 5],
    ['bar', 0, 1],
    ['browsing', 2, 1],
    ['mobile', 5, 5],
    ['gamified', 3, 3],
    ['bside', 3, 3],
    ['lightbox', 2.5, 1],
  ])('%s format %d -> %d', (type, format, expected) => {
    expect(normalizeFormat(type, format)).toBe(expected);
  });

  it('gives every bar format a horizontal row and fullpage canvases by format', () => {
    for (let format = 1; format <= 5; format++) expect(presetArrangement('bar', format)).toBe('row');
    // Each lightbox format is laid out as its catalogue name says.
    expect([1, 2, 3, 4, 5, 6].map((format) => presetArrangement('lightbox', format))).toEqual([
      'split',
      'stack',
      'top',
      'stack',
      'stack',
      'cover',
    ]);
    expect(defaultPopupSize('lightbox', 1)).toEqual({ width: 800, height: 500 });
    expect(defaultPopupSize('fullpage', 1)).toEqual({ width: 1920, height: 1080 });
    expect(defaultPopupSize('fullpage', 4)).toEqual({ width: 1280, height: 720 });
    expect(defaultPopupSize('bar', 1).width).toBe(1920);
  });
});

describe('popupPlacement', () => {
  it.each([
    ['lightbox', undefined, 'center'],
    ['bar', 'center-top', 'top'],
    ['bar', undefined, 'top'],
    ['bar', 'center-bottom', 'bottom'],
    ['sside', undefined, 'bottom-right'],
    ['sside', 'top-left', 'top-left'],
    ['browsing', undefined, 'bottom-left'],
    ['bside', 'left', 'bottom-left'],
    ['bside', undefined, 'bottom-right'],
    ['social', undefined, 'middle-right'],
    ['fullpage', 'center-top', 'fullpage'],
    ['embedded', undefined, 'inline'],
    ['mobile', undefined, 'center'],
  ])('%s at %j -> %s', (type, location, expected) => {
    expect(popupPlacement(type, location)).toBe(expected);
  });

  it.each([
    ['bar', 3, 'bottom'],
    ['bar', 5, 'top'],
    ['sside', 2, 'bottom-left'],
    ['sside', 3, 'middle-right'],
    ['sside', 4, 'middle-left'],
    ['bside', 1, 'bottom-right'],
    ['bside', 2, 'bottom-left'],
    ['bside', 3, 'bottom-center'],
  ])(
    'places %s format %d where the catalogue says (%s) when no location is set',
    (type, format, expected) => {
      expect(popupPlacement(type, undefined, format)).toBe(expected);
      expect(popupPlacement(type, '', format)).toBe(expected);
    },
  );

  it('lets a location that names a side win over the format', () => {
    expect(popupPlacement('bside', 'bottom-left', 1)).toBe('bottom-left');
    expect(popupPlacement('bar', 'center-top', 3)).toBe('top');
  });
});

describe('popupBox', () => {
  it('keeps a lightbox at full size on a desktop and shrinks it on a phone, never above 1', () => {
    expect(popupBox({ type: 'lightbox', format: 1, size: { width: 800, height: 500 } }, desktop).scale).toBe(
      1,
    );
    expect(
      popupBox({ type: 'lightbox', format: 1, size: { width: 800, height: 500 } }, phone).scale,
    ).toBeCloseTo(358 / 800);
    expect(popupBox({ type: 'mobile', format: 1, size: { width: 300, height: 400 } }, desktop).scale).toBe(1);
  });

  it('scales the fullpage canvas to the window and pushes the page down by it', () => {
    const box = popupBox({ type: 'fullpage', format: 1 }, { width: 960, height: 800 });
    expect(box.size).toEqual({ width: 1920, height: 1080 });
    expect(box.scale).toBe(0.5);
    expect(box.pushPage).toBe(800);
    expect(box.modal).toBe(true);
  });

  it('pushes the page down by a top bar, not by a bottom one', () => {
    const top = popupBox(
      { type: 'bar', format: 1, size: { width: 1920, height: 90 }, location: 'center-top' },
      desktop,
    );
    expect(top).toMatchObject({ placement: 'top', pushPage: 90, scale: 1, modal: false, arrangement: 'row' });
    expect(top.size.width).toBe(1920);
    const bottom = popupBox(
      { type: 'bar', format: 2, size: { width: 1920, height: 90 }, location: 'center-bottom' },
      desktop,
    );
    expect(bottom.pushPage).toBe(0);
  });

  it('lays embedded popups inline at their size', () => {
    expect(popupBox({ type: 'embedded', format: 1 }, phone)).toMatchObject({
      placement: 'inline',
      scale: 1,
      modal: false,
    });
  });
});

describe('coversPage', () => {
  it.each([
    ['lightbox', true],
    ['mobile', true],
    ['content', true],
    ['fullpage', true],
    ['gamified', true],
    ['bar', false],
    ['sside', false],
    ['bside', false],
    ['browsing', false],
    ['social', false],
    ['embedded', false],
    ['an unknown type', false],
  ])('%s covers the page: %s', (type, expected) => {
    expect(coversPage(type)).toBe(expected);
  });

  it.each([
    ['lightbox', 'center'],
    ['mobile', 'center'],
    ['content', 'center'],
    ['fullpage', 'fullpage'],
    ['gamified', 'center'],
    ['bar', 'top'],
    ['sside', 'bottom-right'],
    ['bside', 'bottom-right'],
    ['browsing', 'bottom-left'],
    ['social', 'middle-right'],
    ['embedded', 'inline'],
  ])('matches the box: a %s popup (at %s) is modal exactly when it covers the page', (type, placement) => {
    for (const viewport of [desktop, phone])
      expect(popupBox({ type, format: 1 }, viewport)).toMatchObject({ placement, modal: coversPage(type) });
    for (let format = 2; format <= 6; format++)
      expect(popupBox({ type, format }, desktop).modal).toBe(coversPage(type));
  });
});
