import { parseFrequencyRule, type FrequencyRule } from '@hookline/schema/display-rule-grammar/frequency.ts';
import { closeControl, closeButtonDelayMs, CLOSE_BUTTON_DELAY_MS, type CloseControl } from './closing.ts';
import { thankYouCloseSeconds, type ThankYouFacts } from './thank-you.ts';

/**
 * What a popup's settings mean on a visitor's page once every unset or unreadable value has taken
 * the default the visitor script applies. The editor shows these, so that what an owner reads is
 * what visitors get; the visitor script decides with the functions this module calls.
 */

/** An unset or unreadable frequency: every time the trigger fires, on every page, for everyone. */
export const NO_FREQUENCY_RULE: FrequencyRule = { audience: 'all', kind: 'every_page', maxPerVisit: null };

/** The frequency rule `d_f_r` applies on the page (see `displayFrequencyAllows`). */
export function effectiveFrequencyRule(d_f_r: unknown): FrequencyRule {
  return parseFrequencyRule(d_f_r) ?? NO_FREQUENCY_RULE;
}

export interface ThankYouSettings extends ThankYouFacts {
  poptin_design_thank_screen?: unknown;
}

/** How the thank-you screen behaves after a submit. */
export interface EffectiveThankYou {
  /** Shown after a submit (when the popup has one): on unless turned off. */
  shown: boolean;
  /** The owner's "close by itself": on only when turned on. */
  autoClose: boolean;
  /** Seconds until it closes: the owner's seconds (5 when unset) with auto close, else 60. */
  closeSeconds: number;
}

export function effectiveThankYou(design: ThankYouSettings): EffectiveThankYou {
  return {
    shown: design.poptin_design_thank_screen !== false,
    autoClose: design.poptin_design_thank_screen_auto_close === true,
    closeSeconds: thankYouCloseSeconds(design),
  };
}

/** The close control and when it appears. */
export interface EffectiveClosing {
  control: CloseControl;
  /** Seconds before the control shows; 0 for the usual 100 ms. */
  showAfterSeconds: number;
}

export function effectiveClosing(
  design: Parameters<typeof closeControl>[0],
  xCloseButton: boolean,
): EffectiveClosing {
  const delay = closeButtonDelayMs(design);
  return {
    control: closeControl(design, xCloseButton),
    showAfterSeconds: delay === CLOSE_BUTTON_DELAY_MS ? 0 : delay / 1000,
  };
}
