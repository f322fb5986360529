import { describe, expect, it } from 'vitest';
import {
  UNFOLD_DEFAULTS,
  unfoldClick,
  unfoldNeeded,
  unfoldSettings,
  unfoldTransition,
  type UnfoldSettings,
} from './text-unfold.ts';

describe('unfoldSettings', () => {
  it.each<[Record<string, unknown>, UnfoldSettings]>([
    [{}, UNFOLD_DEFAULTS],
    [
      { more: 'Continue reading', less: 'Fold', height: '180', auto_hide: '', icons: 'no' },
      { more: 'Continue reading', less: 'Fold', heightPx: 180, autoHide: false, icons: false },
    ],
    [{ height: { size: 90 } }, { ...UNFOLD_DEFAULTS, heightPx: 90 }],
    [{ height: 0, more: '  ' }, UNFOLD_DEFAULTS],
    [{ height: 'tall' }, UNFOLD_DEFAULTS],
  ])('%j', (raw, expected) => {
    expect(unfoldSettings(raw)).toEqual(expected);
  });
});

describe('unfoldNeeded', () => {
  it.each([
    [80, true, false],
    [120, true, false],
    [121, true, true],
    [80, false, true],
  ])('content %s px, auto-hide %s: folds %s', (content, autoHide, expected) => {
    expect(unfoldNeeded(content, { ...UNFOLD_DEFAULTS, heightPx: 120, autoHide })).toBe(expected);
  });
});

describe('unfoldClick', () => {
  it.each([
    [[false, false, false], 1, [false, true, false]],
    [[true, false, false], 2, [false, false, true]],
    [[false, true, false], 1, [false, false, false]],
  ])('opening one collapses the others: %j click %s', (open, index, expected) => {
    expect(unfoldClick(open, index)).toEqual(expected);
  });
});

describe('unfoldTransition', () => {
  const settings = { ...UNFOLD_DEFAULTS, heightPx: 120 };
  it('expands from the collapsed height to full height over 200 ms', () => {
    expect(unfoldTransition(true, settings, 640)).toEqual({
      fromPx: 120,
      toPx: 640,
      durationMs: 200,
      label: 'Read less',
      icon: 'less',
    });
  });

  it('collapses back over 200 ms with the more label', () => {
    expect(unfoldTransition(false, settings, 640)).toEqual({
      fromPx: 640,
      toPx: 120,
      durationMs: 200,
      label: 'Read more',
      icon: 'more',
    });
  });

  it('shows no icon when icons are off, and follows a new height', () => {
    const live = unfoldSettings({ height: 200, icons: '' });
    expect(unfoldTransition(true, live, 640)).toMatchObject({ fromPx: 200, icon: null });
  });
});
