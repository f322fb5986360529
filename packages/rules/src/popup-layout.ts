import type { Size } from './popup-scale.ts';
import { popupScale } from './popup-scale.ts';

/**
 * Where and how big each popup type shows (spec sections 1 and 2). The spec fixes a few numbers
 * (lightbox 800x500, bar width 1920, fullpage canvas 1920x1080 scaled to the window, lightbox and
 * mobile scaled down but never above 1, centre-top bars and fullpage popups pushing the page down);
 * the other defaults are ours and are listed in packages/embed/README.md.
 */

export type Placement =
  | 'center'
  | 'fullpage'
  | 'top'
  | 'bottom'
  | 'bottom-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'top-right'
  | 'top-left'
  | 'middle-right'
  | 'middle-left'
  | 'side-right'
  | 'side-left'
  | 'inline';

/**
 * How a format arranges its blocks: a column, an image beside the rest (before or after it), an image
 * on top, a row, or a background image.
 */
export type Arrangement = 'stack' | 'split' | 'split-end' | 'top' | 'row' | 'cover';

/**
 * Spec section 1: numbered formats per type. Content and embedded are not in the spec's table: 3 and 2
 * (ours, docs/decisions.md). The dashboard's catalogue (POPUP_CATALOG in @hookline/schema) offers
 * exactly these, which popup-catalog.test.ts checks.
 */
export const FORMAT_COUNTS: Readonly<Record<string, number>> = {
  lightbox: 6,
  bar: 5,
  sside: 4,
  bside: 3,
  browsing: 1,
  fullpage: 4,
  content: 3,
  social: 4,
  mobile: 5,
  embedded: 2,
  gamified: 3,
};

/** Spec section 2: the default lightbox, the bar width and the fullpage canvases (smaller by format). */
export const LIGHTBOX_SIZE: Size = { width: 800, height: 500 };
export const BAR_WIDTH = 1920;
export const FULLPAGE_CANVASES: readonly Size[] = [
  { width: 1920, height: 1080 },
  { width: 1600, height: 900 },
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
];

const DEFAULT_SIZES: Readonly<Record<string, Size>> = {
  lightbox: LIGHTBOX_SIZE,
  content: LIGHTBOX_SIZE,
  bar: { width: BAR_WIDTH, height: 80 },
  sside: { width: 400, height: 320 },
  bside: { width: 380, height: 600 },
  browsing: { width: 360, height: 240 },
  social: { width: 320, height: 220 },
  mobile: { width: 360, height: 540 },
  embedded: { width: 600, height: 320 },
  gamified: { width: 800, height: 500 },
};

const ARRANGEMENTS: Readonly<Record<string, readonly Arrangement[]>> = {
  // As the catalogue names them: image beside the form, centred, image on top, wide, square, tall
  // with a background image.
  lightbox: ['split', 'stack', 'top', 'stack', 'stack', 'cover'],
  bar: ['row', 'row', 'row', 'row', 'row'],
  sside: ['stack', 'stack', 'stack', 'stack'],
  bside: ['stack', 'stack', 'stack'],
  browsing: ['stack'],
  fullpage: ['stack', 'split', 'split-end', 'cover'],
  content: ['stack', 'stack', 'row'],
  social: ['stack', 'stack', 'row', 'stack'],
  mobile: ['stack', 'stack', 'cover', 'stack', 'stack'],
  embedded: ['stack', 'row'],
  gamified: ['stack', 'stack', 'stack'],
};

/** Types shown over the page with a backdrop: they trap focus and take the display slot. */
const COVERING_TYPES: ReadonlySet<string> = new Set([
  'lightbox',
  'mobile',
  'content',
  'fullpage',
  'gamified',
]);

/** The format number within the type's range (spec section 1), 1 when out of range. */
export function normalizeFormat(type: string, format: number): number {
  const count = FORMAT_COUNTS[type] ?? 1;
  return Number.isInteger(format) && format >= 1 && format <= count ? format : 1;
}

/** The default size of a type and format; fullpage formats get smaller canvases. */
export function defaultPopupSize(type: string, format: number): Size {
  if (type === 'fullpage')
    return FULLPAGE_CANVASES[normalizeFormat(type, format) - 1] ?? FULLPAGE_CANVASES[0]!;
  return DEFAULT_SIZES[type] ?? LIGHTBOX_SIZE;
}

/** The preset arrangement of a type and format; horizontal ones are `row`, `split` and `split-end`. */
export function presetArrangement(type: string, format: number): Arrangement {
  return ARRANGEMENTS[type]?.[normalizeFormat(type, format) - 1] ?? 'stack';
}

/**
 * Whether a popup of this type covers the page: centred or full-window over a backdrop, modal, so
 * the page behind cannot be used until it closes (and one such popup over another hides it). Every
 * format and size of these types does; bars, corner and side boxes, social widgets and embedded
 * popups leave the page usable.
 */
export function coversPage(type: string): boolean {
  return COVERING_TYPES.has(type);
}

/** Where each format of the types placed by format shows when `poptin_location` names no side. */
const FORMAT_PLACEMENTS: Readonly<Record<string, readonly Placement[]>> = {
  bar: ['top', 'top', 'bottom', 'bottom', 'top'],
  sside: ['bottom-right', 'bottom-left', 'middle-right', 'middle-left'],
  bside: ['bottom-right', 'bottom-left', 'bottom-center'],
};

/**
 * Where a popup shows, from its type, `poptin_location` (e.g. `center-top`, `bottom-left`) and, for
 * bars and slide-ins when the location names no side, its format (the catalogue's "Bottom bar",
 * "Left, middle", "Bottom right" ...).
 */
export function popupPlacement(type: string, location: unknown, format = 1): Placement {
  const where = typeof location === 'string' ? location.toLowerCase() : '';
  const byFormat = FORMAT_PLACEMENTS[type]?.[normalizeFormat(type, format) - 1];
  if (byFormat && !/left|right|top|bottom/.test(where)) return byFormat;
  const left = where.includes('left');
  const top = where.includes('top');
  switch (type) {
    case 'fullpage':
      return 'fullpage';
    case 'embedded':
      return 'inline';
    case 'bar':
      return where.includes('bottom') ? 'bottom' : 'top';
    case 'bside':
      return left ? 'bottom-left' : where.includes('right') ? 'bottom-right' : 'bottom-center';
    case 'social':
      return left ? 'middle-left' : 'middle-right';
    case 'sside':
    case 'browsing':
      return `${top ? 'top' : 'bottom'}-${left || (type === 'browsing' && !where.includes('right')) ? 'left' : 'right'}`;
    default:
      return 'center';
  }
}

export interface PopupBox {
  placement: Placement;
  arrangement: Arrangement;
  modal: boolean;
  /** The design size the content is laid out in. */
  size: Size;
  /** How much the box is scaled to fit the window. */
  scale: number;
  /** How far the page is pushed down while the popup shows (0: not at all). */
  pushPage: number;
}

/**
 * The box of a popup in a window: lightbox, mobile, content and the corner and side boxes scale
 * down to fit (never above 1); the fullpage canvas scales to the window either way; bars span the
 * window (at most 1920 wide) at their height and, at the top, push the page down by it; fullpage
 * popups push the page down by the window's height; embedded popups flow in their host element.
 */
export function popupBox(
  popup: { type: string; format: number; size?: Size | undefined; location?: unknown },
  viewport: Size,
): PopupBox {
  const placement = popupPlacement(popup.type, popup.location, popup.format);
  const arrangement = presetArrangement(popup.type, popup.format);
  const modal = coversPage(popup.type);
  const given = popup.size && popup.size.width > 0 && popup.size.height > 0 ? popup.size : undefined;
  if (placement === 'fullpage') {
    const size = given ?? defaultPopupSize(popup.type, popup.format);
    const scale =
      viewport.width > 0 && viewport.height > 0
        ? Math.min(viewport.width / size.width, viewport.height / size.height)
        : 1;
    return { placement, arrangement, modal, size, scale, pushPage: Math.max(0, viewport.height) };
  }
  if (placement === 'top' || placement === 'bottom') {
    const height = given?.height ?? defaultPopupSize('bar', popup.format).height;
    const size = { width: Math.min(BAR_WIDTH, given?.width ?? BAR_WIDTH), height };
    return { placement, arrangement, modal, size, scale: 1, pushPage: placement === 'top' ? height : 0 };
  }
  const size = given ?? defaultPopupSize(popup.type, popup.format);
  if (placement === 'inline') return { placement, arrangement, modal, size, scale: 1, pushPage: 0 };
  if (placement === 'side-left' || placement === 'side-right') {
    return {
      placement,
      arrangement,
      modal,
      size,
      scale: Math.min(1, viewport.width / size.width || 1),
      pushPage: 0,
    };
  }
  return { placement, arrangement, modal, size, scale: popupScale(size, viewport), pushPage: 0 };
}
