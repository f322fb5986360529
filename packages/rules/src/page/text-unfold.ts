import { accordionClick } from './accordion.ts';
import { settingNumber, settingOn, settingText } from './setting-values.ts';

/** The unfold animation, both ways (spec section 9). */
export const UNFOLD_DURATION_MS = 200;

/** A text-unfold widget's settings (spec section 3: more, less, height) and its switches. */
export interface UnfoldSettings {
  more: string;
  less: string;
  /** The collapsed height, px. */
  heightPx: number;
  /** Hide the toggle when the content fits in the collapsed height. */
  autoHide: boolean;
  /** Show the more / less icons beside the label. */
  icons: boolean;
}

export const UNFOLD_DEFAULTS: UnfoldSettings = {
  more: 'Read more',
  less: 'Read less',
  heightPx: 120,
  autoHide: true,
  icons: true,
};

/**
 * The widget's settings from `more`, `less`, `height` (px, also `{size}` as a slider stores it),
 * `auto_hide` and `icons`: empty labels and a height that is empty or not above 0 take the
 * defaults; the switches are on unless set off.
 */
export function unfoldSettings(raw: Readonly<Record<string, unknown>>): UnfoldSettings {
  const height =
    typeof raw.height === 'object' && raw.height !== null
      ? (raw.height as { size?: unknown }).size
      : raw.height;
  const heightPx = settingNumber(height, UNFOLD_DEFAULTS.heightPx, 0);
  const switchOn = (value: unknown) => value === undefined || settingOn(value);
  return {
    more: settingText(raw.more) || UNFOLD_DEFAULTS.more,
    less: settingText(raw.less) || UNFOLD_DEFAULTS.less,
    heightPx: heightPx > 0 ? heightPx : UNFOLD_DEFAULTS.heightPx,
    autoHide: switchOn(raw.auto_hide),
    icons: switchOn(raw.icons),
  };
}

/**
 * Whether the widget folds at all (spec section 4): not when auto-hide is on and the content is
 * no taller than the collapsed height (it then shows whole, with no toggle).
 */
export function unfoldNeeded(contentHeightPx: number, settings: UnfoldSettings): boolean {
  return !(settings.autoHide && contentHeightPx <= settings.heightPx);
}

/**
 * A click on the toggle of widget `index` among the page's unfold widgets (`open` per widget): it
 * toggles, and every other widget collapses (spec section 4), as in an accordion.
 */
export const unfoldClick: (open: readonly boolean[], index: number) => boolean[] = accordionClick;

/**
 * How a widget moves when it opens or closes: from the collapsed height to the content's full
 * height (or back) over 200 ms, with the less label and icon when open and the more ones when
 * closed (no icon when icons are off). The editor calls it again when the height setting changes.
 */
export function unfoldTransition(
  opening: boolean,
  settings: UnfoldSettings,
  contentHeightPx: number,
): { fromPx: number; toPx: number; durationMs: number; label: string; icon: 'less' | 'more' | null } {
  const full = Math.max(contentHeightPx, settings.heightPx);
  return {
    fromPx: opening ? settings.heightPx : full,
    toPx: opening ? full : settings.heightPx,
    durationMs: UNFOLD_DURATION_MS,
    label: opening ? settings.less : settings.more,
    icon: settings.icons ? (opening ? 'less' : 'more') : null,
  };
}
