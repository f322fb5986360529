import { describe, expect, it } from 'vitest';
import { afterSubmitCloseSeconds, thankYouCloseSeconds } from './thank-you.ts';

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

describe('afterSubmitCloseSeconds', () => {
  const autoClose3 = {
    poptin_design_thank_screen_auto_close: true,
    poptin_design_thank_screen_auto_close_sec: 3,
  };
  it.each([
    [{ design: autoClose3, hasThankYouScreen: true, lang: 'he', openedByClick: false, redirects: false }, 3],
    [{ design: {}, hasThankYouScreen: true, lang: 'en', openedByClick: false, redirects: false }, 60],
    [{ design: {}, hasThankYouScreen: false, lang: 'he', openedByClick: false, redirects: false }, 2],
    [{ design: {}, hasThankYouScreen: false, lang: 'he', openedByClick: true, redirects: false }, 0.1],
    [{ design: {}, hasThankYouScreen: false, lang: 'en', openedByClick: false, redirects: false }, 0.1],
    [{ design: {}, hasThankYouScreen: false, lang: 'en', openedByClick: false, redirects: true }, 1],
  ])('%j -> %d s', (facts, expected) => {
    expect(afterSubmitCloseSeconds(facts)).toBe(expected);
  });
});
