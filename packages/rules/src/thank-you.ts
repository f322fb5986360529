/** Spec section 4: the thank-you screen closes after 5 s by default when auto-close is on. */
export const DEFAULT_THANK_YOU_AUTO_CLOSE_SECONDS = 5;
/** Spec section 4: without auto-close the thank-you screen still closes after a minute. */
export const THANK_YOU_CLOSE_WITHOUT_AUTO_CLOSE_SECONDS = 60;

/**
 * How long the thank-you screen stays before the popup closes by itself: the configured seconds
 * (5 when not set) when auto-close is on, otherwise 60.
 */
export function thankYouCloseSeconds(design: {
  poptin_design_thank_screen_auto_close?: unknown;
  poptin_design_thank_screen_auto_close_sec?: unknown;
}): number {
  if (design.poptin_design_thank_screen_auto_close !== true)
    return THANK_YOU_CLOSE_WITHOUT_AUTO_CLOSE_SECONDS;
  const seconds = design.poptin_design_thank_screen_auto_close_sec;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? seconds
    : DEFAULT_THANK_YOU_AUTO_CLOSE_SECONDS;
}
