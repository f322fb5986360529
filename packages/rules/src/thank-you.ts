/** Spec section 4: the thank-you screen closes after 5 s by default when auto-close is on. */
export const DEFAULT_THANK_YOU_AUTO_CLOSE_SECONDS = 5;
/** Spec section 4: without auto-close the thank-you screen still closes after a minute. */
export const THANK_YOU_CLOSE_WITHOUT_AUTO_CLOSE_SECONDS = 60;
/** Spec section 4: a Hebrew popup that was not opened by a click lingers 2 s after a submit. */
export const HEBREW_CLOSE_SECONDS = 2;
/** Spec section 4: otherwise 0.1 s, or 1 s when a redirect follows (so the visitor sees the submit land). */
export const QUICK_CLOSE_SECONDS = 0.1;
export const REDIRECT_CLOSE_SECONDS = 1;

export interface ThankYouFacts {
  poptin_design_thank_screen_auto_close?: unknown;
  poptin_design_thank_screen_auto_close_sec?: unknown;
}

/**
 * How long the thank-you screen stays before the popup closes by itself (spec section 4): the
 * configured seconds (5 when not set) when auto-close is on, otherwise 60.
 */
export function thankYouCloseSeconds(design: ThankYouFacts): number {
  if (design.poptin_design_thank_screen_auto_close !== true)
    return THANK_YOU_CLOSE_WITHOUT_AUTO_CLOSE_SECONDS;
  const seconds = design.poptin_design_thank_screen_auto_close_sec;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? seconds
    : DEFAULT_THANK_YOU_AUTO_CLOSE_SECONDS;
}

/**
 * How long a submitted popup stays open (spec section 4's rule, whole): with a thank-you screen,
 * {@link thankYouCloseSeconds}; without one, 2 s for a Hebrew popup not opened by a click, else 1 s
 * when a redirect follows and 0.1 s when none does.
 */
export function afterSubmitCloseSeconds(facts: {
  design: ThankYouFacts;
  hasThankYouScreen: boolean;
  lang: string;
  openedByClick: boolean;
  redirects: boolean;
}): number {
  if (facts.hasThankYouScreen) return thankYouCloseSeconds(facts.design);
  if (facts.lang === 'he' && !facts.openedByClick) return HEBREW_CLOSE_SECONDS;
  return facts.redirects ? REDIRECT_CLOSE_SECONDS : QUICK_CLOSE_SECONDS;
}
