import { cssEasing } from './easing.ts';
import { settingChoice, settingNumber, settingOn, settingText } from './setting-values.ts';

/** What the expander's button is: a button below or above the content, an inline full-width bar, or a text link. */
export const READ_MORE_TYPES = ['button', 'inline', 'link'] as const;
export type ReadMoreType = (typeof READ_MORE_TYPES)[number];

/** One read-more expander's settings (spec section 3, "Read-more expander configuration"), read and checked. */
export interface ReadMoreSettings {
  /** CSS lengths; an inline expander's button is always 100% wide (spec section 9). */
  buttonWidth: string;
  buttonHeight: string;
  fontSize: string;
  fontWeight: string;
  /** An animate.css effect name played while the pointer is over the button; null for none. */
  hoverAnimation: string | null;
  animationDurationMs: number;
  hideButtonAfterClick: boolean;
  /** The easing's name as set, and as a CSS timing function. */
  easing: string;
  cssEasing: string;
  toggleSound: boolean;
  /** The click sound's address; null: the widget's own click sound. */
  soundUrl: string | null;
  scrollToInitialPosition: boolean;
  /** Where the button sits: below the hidden content (`bottom`) or above it (`top`). */
  vertical: 'top' | 'bottom';
  defaultShowHiddenContent: boolean;
  type: ReadMoreType;
}

/** The message logged when a page names an expander it has no settings for (spec sections 5 and 8). */
export const READ_MORE_INVALID = 'Invalid Data';

/**
 * Defaults for settings left empty: a 44 px high button with 16 px text (a comfortable touch
 * target with legible text on phones), as wide as its words, a 400 ms swing.
 */
export const READ_MORE_DEFAULTS = {
  buttonWidth: 'auto',
  buttonHeight: '44px',
  fontSize: '16px',
  fontWeight: 'normal',
  animationDurationMs: 400,
  easing: 'swing',
  vertical: 'bottom',
  type: 'button',
} as const;

const CSS_LENGTH = /^(?:\d+(?:\.\d+)?(?:px|em|rem|%|vw|vh|ch)|auto|0)$/;
const FONT_WEIGHT = /^(?:normal|bold|bolder|lighter|[1-9]00)$/;

/** A CSS length as set (`120px`, `10em`, `100%`, `auto`); a bare number is px; anything else the fallback. */
function cssLength(value: unknown, fallback: string): string {
  const text = settingText(value).toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(text)) return `${text}px`;
  return CSS_LENGTH.test(text) ? text : fallback;
}

/** An http(s) or same-site address; null for anything else (`javascript:`, `data:`, empty). */
function soundAddress(value: unknown): string | null {
  const text = settingText(value);
  return /^(?:https?:\/\/|\/(?!\/))[^\s"'<>\\]*$/i.test(text) ? text : null;
}

/**
 * The settings of expander `id` from the page's settings map (keyed by instance id). When the map
 * has no object for the id, the answer is `{ok: false, log: 'Invalid Data'}`: the island logs it
 * and leaves the expander alone. Every key falls back to its default when empty or malformed.
 */
export function readMoreSettings(
  map: unknown,
  id: string | number,
): { ok: true; settings: ReadMoreSettings } | { ok: false; log: typeof READ_MORE_INVALID } {
  const entry: unknown =
    typeof map === 'object' && map !== null ? (map as Record<string, unknown>)[String(id)] : null;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return { ok: false, log: READ_MORE_INVALID };
  const raw = entry as Record<string, unknown>;
  const type = settingChoice(raw.type, READ_MORE_TYPES, READ_MORE_DEFAULTS.type);
  const easing = settingText(raw['yrm-animate-easings']) || READ_MORE_DEFAULTS.easing;
  const hover = settingText(raw['yrm-btn-hover-animate']);
  const weight = settingText(raw['yrm-btn-font-weight']);
  return {
    ok: true,
    settings: {
      buttonWidth:
        type === 'inline' ? '100%' : cssLength(raw['button-width'], READ_MORE_DEFAULTS.buttonWidth),
      buttonHeight: cssLength(raw['button-height'], READ_MORE_DEFAULTS.buttonHeight),
      fontSize: cssLength(raw['font-size'], READ_MORE_DEFAULTS.fontSize),
      fontWeight: FONT_WEIGHT.test(weight) ? weight : READ_MORE_DEFAULTS.fontWeight,
      hoverAnimation: /^[A-Za-z]+$/.test(hover) ? hover : null,
      animationDurationMs: settingNumber(
        raw['animation-duration'],
        READ_MORE_DEFAULTS.animationDurationMs,
        0,
      ),
      hideButtonAfterClick: settingOn(raw['hide-button-after-click']),
      easing,
      cssEasing: cssEasing(easing),
      toggleSound: settingOn(raw['yrm-toggle-sound']),
      soundUrl: soundAddress(raw['sound-url']),
      scrollToInitialPosition: settingOn(raw['scroll-to-initial-position']),
      vertical: settingChoice(raw.vertical, ['top', 'bottom'] as const, READ_MORE_DEFAULTS.vertical),
      defaultShowHiddenContent: settingOn(raw['default-show-hidden-content']),
      type,
    },
  };
}

/** The button's wording (its `more`, `less`, `more-title` and `less-title` data); a title left empty is the wording. */
export interface ReadMoreWording {
  more: string;
  less: string;
  moreTitle: string;
  lessTitle: string;
}

/** The button's wording from its data fields; 'Read more' and 'Read less' when empty. */
export function readMoreWording(data: Readonly<Record<string, unknown>>): ReadMoreWording {
  const more = settingText(data.more) || 'Read more';
  const less = settingText(data.less) || 'Read less';
  return {
    more,
    less,
    moreTitle: settingText(data['more-title']) || more,
    lessTitle: settingText(data['less-title']) || less,
  };
}

/**
 * Whether the hidden content starts open (spec section 4): when the content's `show-status` flag
 * says `true` (the server rendered it open) or default-show-hidden-content is on; else closed.
 */
export function readMoreStartsOpen(settings: ReadMoreSettings, showStatus: unknown): boolean {
  return settings.defaultShowHiddenContent || showStatus === true || showStatus === 'true';
}
