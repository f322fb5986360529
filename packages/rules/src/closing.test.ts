import { describe, expect, it } from 'vitest';
import {
  autoCloseMs,
  closeButtonDelayMs,
  closeControl,
  escapeCloses,
  removalDelayMs,
  skipSecondsLeft,
} from './closing.ts';

describe('closeControl', () => {
  it.each([
    [{}, true, 'x'],
    [{}, false, 'none'],
    [{ poptin_design_close_options_type: 'closing_options-x' }, false, 'x'],
    [{ poptin_design_close_options_type: 'closing_options-button' }, true, 'skip'],
    [{ poptin_design_close_options_type: 'closing_options-' }, true, 'none'],
    [{ poptin_design_content_lock: true }, true, 'none'],
  ])('%j x=%s -> %s', (design, x, expected) => {
    expect(closeControl(design, x)).toBe(expected);
  });
});

describe('timings', () => {
  it.each([
    [{}, 100],
    [{ poptin_design_show_x_after_sec: 3 }, 3000],
    [{ poptin_design_show_x_after_sec: 0 }, 100],
    [{ poptin_design_show_x_after_sec: '3' }, 100],
  ])('close X of %j after %i ms', (design, expected) => {
    expect(closeButtonDelayMs(design)).toBe(expected);
  });

  it.each([
    [{}, 0, 0],
    [{ poptin_design_show_x_after_sec: 3 }, 0, 3],
    [{ poptin_design_show_x_after_sec: 3 }, 1, 3],
    [{ poptin_design_show_x_after_sec: 3 }, 2001, 1],
    [{ poptin_design_show_x_after_sec: 3 }, 3000, 0],
  ])('skip of %j after %i ms: %i s left', (design, ms, expected) => {
    expect(skipSecondsLeft(design, ms)).toBe(expected);
  });

  it.each([
    [{ poptin_design_auto_close: true, poptin_design_auto_close_sec: 4 }, 4000],
    [{ poptin_design_auto_close: false, poptin_design_auto_close_sec: 4 }, null],
    [{ poptin_design_auto_close: true }, null],
  ])('auto-close of %j -> %j', (design, expected) => {
    expect(autoCloseMs(design)).toBe(expected);
  });

  it.each([
    [{ exitEffect: true, teaser: true, forced: true }, 800],
    [{ exitEffect: false, teaser: true, forced: false }, 1500],
    [{ exitEffect: false, teaser: false, forced: false }, 5000],
    [{ exitEffect: false, teaser: false, forced: true }, 200],
  ])('removal of %j after %i ms', (facts, expected) => {
    expect(removalDelayMs(facts)).toBe(expected);
  });
});

describe('escapeCloses', () => {
  const open = {
    embedded: false,
    contentLock: false,
    openForMs: 800,
    control: 'x',
    controlReady: true,
  } as const;
  it.each([
    [open, true],
    [{ ...open, openForMs: 799 }, false],
    [{ ...open, embedded: true }, false],
    [{ ...open, contentLock: true }, false],
    [{ ...open, control: 'none' }, false],
    [{ ...open, control: 'skip', controlReady: false }, false],
    [{ ...open, control: 'skip' }, true],
  ] as const)('%j -> %s', (state, expected) => {
    expect(escapeCloses(state)).toBe(expected);
  });
});
