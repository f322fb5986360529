import { describe, expect, it } from 'vitest';
import { displayFrequencyAllows } from './frequency.ts';
import {
  effectiveClosing,
  effectiveFrequencyRule,
  effectiveThankYou,
  type ThankYouSettings,
} from './effective-settings.ts';
import { afterSubmitCloseSeconds } from './thank-you.ts';
import { closeControl } from './closing.ts';

describe('effective settings: what the editor shows is what the visitor script does', () => {
  it('an unset or unreadable frequency shows on every page, as the gate lets it', () => {
    for (const d_f_r of [undefined, '', 'all@display_every_0_days', 42]) {
      expect(effectiveFrequencyRule(d_f_r)).toEqual({
        audience: 'all',
        kind: 'every_page',
        maxPerVisit: null,
      });
      const shownJustNow = { lastShownAt: 1_000, lastShownVisit: 1, shownInVisit: 5 };
      expect(displayFrequencyAllows({ d_f_r }, shownJustNow, 1, 1_001)).toBe(true);
    }
    expect(effectiveFrequencyRule('new@display_every_7_days')).toEqual({
      audience: 'new',
      kind: 'every_days',
      count: 7,
    });
  });

  it.each([
    [{}, { shown: true, autoClose: false, closeSeconds: 60 }],
    [{ poptin_design_thank_screen_auto_close: true }, { shown: true, autoClose: true, closeSeconds: 5 }],
    [
      { poptin_design_thank_screen_auto_close: true, poptin_design_thank_screen_auto_close_sec: 9 },
      { shown: true, autoClose: true, closeSeconds: 9 },
    ],
    [{ poptin_design_thank_screen: false }, { shown: false, autoClose: false, closeSeconds: 60 }],
  ] as [ThankYouSettings, object][])('the thank-you screen of %j', (design, expected) => {
    const thanks = effectiveThankYou(design);
    expect(thanks).toEqual(expected);
    const closesAfter = afterSubmitCloseSeconds({
      design,
      hasThankYouScreen: true,
      lang: 'en',
      openedByClick: false,
      redirects: false,
    });
    expect(closesAfter).toBe(thanks.closeSeconds);
  });

  it.each([
    [{}, true, 'x'],
    [{}, false, 'none'],
    [{ poptin_design_close_options_type: 'closing_options-button' }, false, 'skip'],
    [{ poptin_design_close_options_type: 'closing_options-' }, true, 'none'],
    [
      { poptin_design_content_lock: true, poptin_design_close_options_type: 'closing_options-x' },
      true,
      'none',
    ],
  ] as const)('the close control of %j with the X switch %s', (design, x, control) => {
    expect(effectiveClosing(design, x).control).toBe(control);
    expect(closeControl(design, x)).toBe(control);
  });

  it('the close control shows at once (after 100 ms) unless a delay is set', () => {
    expect(effectiveClosing({}, true).showAfterSeconds).toBe(0);
    expect(effectiveClosing({ poptin_design_show_x_after_sec: 4 }, true).showAfterSeconds).toBe(4);
  });
});
