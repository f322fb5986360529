/** Spec sections 2, 4 and 9: when the closing controls appear and how a popup leaves. */

/** The close X shows 100 ms after the popup, unless `poptin_design_show_x_after_sec` says later. */
export const CLOSE_BUTTON_DELAY_MS = 100;
/** Escape closes a non-embedded popup only once it has been open this long. */
export const ESCAPE_DELAY_MS = 800;
/** An exit effect plays this long before the popup is removed; the fade-in class also goes after it. */
export const EXIT_EFFECT_MS = 800;
export const FADE_IN_CLASS_MS = 800;
/** Without an exit effect: a fast fade, and the popup's element is removed 5 s later, or after 200 ms when forced. */
export const FAST_FADE_MS = 200;
export const FADE_REMOVE_MS = 5000;
export const FORCED_REMOVE_MS = 200;
/** A popup with a teaser is removed 1.5 s after closing (it shrinks into its tab). */
export const TEASER_REMOVE_MS = 1500;

export type CloseControl = 'x' | 'skip' | 'none';

interface ClosingDesign {
  poptin_design_close_options_type?: unknown;
  poptin_design_show_x_after_sec?: unknown;
  poptin_design_auto_close?: unknown;
  poptin_design_auto_close_sec?: unknown;
  poptin_design_content_lock?: unknown;
}

const seconds = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * The closing control a popup shows (`poptin_design_close_options_type`): `closing_options-x` the
 * X, `closing_options-button` the Skip button, `closing_options-` none. Without the setting, the
 * record's `x_close_button` decides. A content lock shows none.
 */
export function closeControl(design: ClosingDesign, xCloseButton: boolean): CloseControl {
  if (design.poptin_design_content_lock === true) return 'none';
  switch (design.poptin_design_close_options_type) {
    case 'closing_options-x':
      return 'x';
    case 'closing_options-button':
      return 'skip';
    case 'closing_options-':
      return 'none';
    default:
      return xCloseButton ? 'x' : 'none';
  }
}

/** When the close X appears: after `poptin_design_show_x_after_sec`, else after 100 ms. */
export function closeButtonDelayMs(design: ClosingDesign): number {
  const after = seconds(design.poptin_design_show_x_after_sec);
  return after === null ? CLOSE_BUTTON_DELAY_MS : after * 1000;
}

/** The Skip button's countdown: whole seconds left of `poptin_design_show_x_after_sec`; 0 means enabled. */
export function skipSecondsLeft(design: ClosingDesign, openForMs: number): number {
  const after = seconds(design.poptin_design_show_x_after_sec);
  return after === null ? 0 : Math.max(0, Math.ceil(after - openForMs / 1000));
}

/** `poptin_design_auto_close_sec` in milliseconds when auto-close is on, else null. */
export function autoCloseMs(design: ClosingDesign): number | null {
  if (design.poptin_design_auto_close !== true) return null;
  const after = seconds(design.poptin_design_auto_close_sec);
  return after === null ? null : after * 1000;
}

/**
 * What Escape does (spec section 2): nothing in an embedded popup, before 800 ms or under a
 * content lock; otherwise it works the Skip button when there is one (nothing while its countdown
 * runs), else the X (nothing before it shows, or when there is none).
 */
export function escapeCloses(state: {
  embedded: boolean;
  contentLock: boolean;
  openForMs: number;
  control: CloseControl;
  controlReady: boolean;
}): boolean {
  if (state.embedded || state.contentLock || state.openForMs < ESCAPE_DELAY_MS) return false;
  return state.control !== 'none' && state.controlReady;
}

/**
 * How long after a close the popup's element is removed (spec section 4): 800 ms with an exit
 * effect, 1.5 s when it shrinks into a teaser, otherwise 5 s or 200 ms when forced.
 */
export function removalDelayMs(facts: { exitEffect: boolean; teaser: boolean; forced: boolean }): number {
  if (facts.exitEffect) return EXIT_EFFECT_MS;
  if (facts.teaser) return TEASER_REMOVE_MS;
  return facts.forced ? FORCED_REMOVE_MS : FADE_REMOVE_MS;
}
