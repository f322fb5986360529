import type { TPopupType } from './popup.ts';

/**
 * The popup types and their numbered formats (spec section 1), with each format's default size and a
 * line describing it for the editor's picker. Format counts follow the spec's table; where it says
 * nothing (content, embedded) or contradicts itself (bar: 5 in the table, "17 formats" in the text),
 * docs/decisions.md says what we chose.
 *
 * A constant shared by the server (which checks formats and serves it at `/api/admin/popup-catalog`)
 * and the dashboard (which imports it). It has no zod on purpose: nothing parses it, and the dashboard
 * imports it through `@hookline/schema/popup-catalog` without bundling zod.
 */

export interface PopupFormat {
  format: number;
  label: string;
  width: number;
  height: number;
}

export interface PopupTypeInfo {
  type: TPopupType;
  label: string;
  description: string;
  orientation: 'horizontal' | 'vertical' | 'mixed';
  formats: PopupFormat[];
  /** Set while visitors' pages cannot show this type: why, in the owner's words. It cannot be activated. */
  notYetShown?: string;
}

const formats = (list: [label: string, width: number, height: number][]): PopupFormat[] =>
  list.map(([label, width, height], index) => ({ format: index + 1, label, width, height }));

export const POPUP_CATALOG: readonly PopupTypeInfo[] = [
  {
    type: 'lightbox',
    label: 'Lightbox',
    description: 'A dialog in the middle of the page over a dimmed backdrop.',
    orientation: 'mixed',
    formats: formats([
      ['Classic: image beside the form', 800, 500],
      ['Centered text and form', 600, 450],
      ['Image on top', 520, 600],
      ['Wide banner with form', 900, 380],
      ['Compact square', 480, 480],
      ['Tall with background image', 500, 650],
    ]),
  },
  {
    type: 'bar',
    label: 'Bar',
    description: 'A thin strip across the top or bottom of the page; the page is not covered.',
    orientation: 'horizontal',
    formats: formats([
      ['Top bar: text and button', 1920, 70],
      ['Top bar: text and email field', 1920, 80],
      ['Bottom bar: text and button', 1920, 70],
      ['Bottom bar: text and email field', 1920, 80],
      ['Top bar with countdown', 1920, 90],
    ]),
  },
  {
    type: 'sside',
    label: 'Slide-in (side)',
    description: 'Slides in from the side of the window and leaves the page usable.',
    orientation: 'mixed',
    formats: formats([
      ['Right, bottom corner', 400, 320],
      ['Left, bottom corner', 400, 320],
      ['Right, middle', 360, 480],
      ['Left, middle', 360, 480],
    ]),
  },
  {
    type: 'bside',
    label: 'Slide-in (bottom)',
    description: 'Rises from the bottom edge of the window.',
    orientation: 'mixed',
    formats: formats([
      ['Bottom right', 420, 300],
      ['Bottom left', 420, 300],
      ['Bottom centre', 640, 260],
    ]),
  },
  {
    type: 'browsing',
    label: 'Browsing helper',
    description: 'A small panel that follows the visitor while they browse.',
    orientation: 'vertical',
    formats: formats([['Side panel', 340, 460]]),
  },
  {
    type: 'fullpage',
    label: 'Full page',
    description: 'Covers the whole window (a welcome screen), scaled to fit.',
    orientation: 'mixed',
    formats: formats([
      ['Full HD canvas', 1920, 1080],
      ['Large canvas', 1600, 900],
      ['Medium canvas', 1366, 768],
      ['Small canvas', 1280, 720],
    ]),
  },
  {
    type: 'content',
    label: 'Content locker',
    description:
      'Sits inside the page content and can hide the rest of an article until the visitor subscribes.',
    orientation: 'mixed',
    formats: formats([
      ['Inline form', 700, 320],
      ['Locked article (fade out)', 700, 420],
      ['Inline banner', 900, 200],
    ]),
  },
  {
    type: 'social',
    label: 'Social',
    description: 'Asks visitors to follow or share on social networks.',
    orientation: 'mixed',
    formats: formats([
      ['Follow buttons', 500, 360],
      ['Share buttons', 500, 300],
      ['Side tab', 320, 420],
      ['Bottom strip', 1920, 90],
    ]),
  },
  {
    type: 'mobile',
    label: 'Mobile',
    description: 'Made for phones: full width and thumb-sized buttons.',
    orientation: 'vertical',
    formats: formats([
      ['Centered card', 340, 480],
      ['Bottom sheet', 375, 320],
      ['Top banner', 375, 120],
      ['Full screen', 375, 667],
      ['Floating button bar', 375, 90],
    ]),
  },
  {
    type: 'embedded',
    label: 'Embedded form',
    description: 'A form placed in the page where the site puts its container element.',
    orientation: 'mixed',
    formats: formats([
      ['Inline form', 600, 320],
      ['Inline banner', 900, 180],
    ]),
  },
  {
    type: 'gamified',
    label: 'Game',
    description:
      'A prize game: the visitor opens a gift box, scratches a card or spins a wheel for a coupon.',
    orientation: 'vertical',
    formats: formats([
      ['Gift box', 520, 640],
      ['Scratch card', 520, 640],
      ['Spin wheel', 560, 700],
    ]),
  },
];

const byType = new Map(POPUP_CATALOG.map((info) => [info.type, info]));

/** The format of a type, or undefined when the type has no such format. */
export function popupFormat(type: string, format: number): PopupFormat | undefined {
  return byType.get(type as TPopupType)?.formats.find((f) => f.format === format);
}

/** Why a popup of `type` cannot be activated, or null when it can. */
export function activationRefusal(type: string): string | null {
  return byType.get(type as TPopupType)?.notYetShown ?? null;
}
