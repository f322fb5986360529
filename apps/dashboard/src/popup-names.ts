import type { TPopupType } from '@hookline/schema';
import { POPUP_CATALOG } from '@hookline/schema/popup-catalog';

/*
 * What the dashboard calls a popup's type and format, in the owner's words: "Spin wheel",
 * "Slide-in, bottom right", never the wire's `gamified` or "format 3". Every page that names a kind
 * of popup (the popups table, the editor, the new popup page, the template gallery) asks here.
 */

/** The name of each format of each type, in the catalog's order (format 1 first). */
const FORMAT_NAMES: Record<TPopupType, readonly string[]> = {
  lightbox: [
    'Lightbox, image beside the form',
    'Lightbox, centred text and form',
    'Lightbox, image on top',
    'Lightbox, wide banner',
    'Lightbox, compact square',
    'Lightbox, background image',
  ],
  bar: [
    'Top bar with a button',
    'Top bar with an email field',
    'Bottom bar with a button',
    'Bottom bar with an email field',
    'Top bar with a countdown',
  ],
  sside: [
    'Side slide-in, bottom right',
    'Side slide-in, bottom left',
    'Side slide-in, right middle',
    'Side slide-in, left middle',
  ],
  bside: ['Slide-in, bottom right', 'Slide-in, bottom left', 'Slide-in, bottom centre'],
  browsing: ['Browsing helper'],
  fullpage: ['Full page, Full HD', 'Full page, large', 'Full page, medium', 'Full page, small'],
  content: ['Content locker, inline form', 'Content locker, locked article', 'Content locker, inline banner'],
  social: ['Social, follow buttons', 'Social, share buttons', 'Social, side tab', 'Social, bottom strip'],
  mobile: [
    'Mobile, centred card',
    'Mobile, bottom sheet',
    'Mobile, top banner',
    'Mobile, full screen',
    'Mobile, button bar',
  ],
  embedded: ['Embedded form', 'Embedded banner'],
  gamified: ['Gift box', 'Scratch card', 'Spin wheel'],
};

/** The short name of each type, for filters and type pickers. */
const TYPE_NAMES: Record<TPopupType, string> = {
  lightbox: 'Lightbox',
  bar: 'Bar',
  sside: 'Side slide-in',
  bside: 'Slide-in',
  browsing: 'Browsing helper',
  fullpage: 'Full page',
  content: 'Content locker',
  social: 'Social',
  mobile: 'Mobile',
  embedded: 'Embedded form',
  gamified: 'Prize game',
};

const isType = (type: string): type is TPopupType => Object.hasOwn(TYPE_NAMES, type);

/** A type's name ("Prize game" for `gamified`); an unknown type keeps its wire name. */
export function popupTypeName(type: string): string {
  return isType(type) ? TYPE_NAMES[type] : type;
}

/**
 * What a popup of `type` in `format` is called ("Spin wheel", "Slide-in, bottom right"). A format
 * the type does not have falls back to the type's name, never to a number.
 */
export function popupKindName(type: string, format: number): string {
  if (!isType(type)) return type;
  return FORMAT_NAMES[type][format - 1] ?? TYPE_NAMES[type];
}

/**
 * The layout a format describes, in the catalog's words ("Right, bottom corner"), for a format
 * picker that shows the kind's name as its title and this as its detail.
 */
export function formatDetail(type: string, format: number): string {
  return (
    POPUP_CATALOG.find((info) => info.type === type)?.formats.find((f) => f.format === format)?.label ?? ''
  );
}
