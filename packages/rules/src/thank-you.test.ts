import { describe, expect, it } from 'vitest';
import { thankYouCloseSeconds } from './thank-you.ts';

describe('thankYouCloseSeconds', () => {
  it.each([
    [{}, 60],
    [{ poptin_design_thank_screen_auto_close: false, poptin_design_thank_screen_auto_close_sec: 3 }, 60],
    [{ poptin_design_thank_screen_auto_close: true }, 5],
    [{ poptin_design_thank_screen_auto_close: true, poptin_design_thank_screen_auto_close_sec: 2 }, 2],
    [{ poptin_design_thank_screen_auto_close: true, poptin_design_thank_screen_auto_close_sec: -1 }, 5],
    [{ poptin_design_thank_screen_auto_close: true, poptin_design_thank_screen_auto_close_sec: '2' }, 5],
  ])('%j -> %i s', (design, expected) => {
    expect(thankYouCloseSeconds(design)).toBe(expected);
  });
});
