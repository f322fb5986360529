import type { TDesignProperties, TPopupLookInput } from '@hookline/schema';
import type { PopupDocument } from '../../api/popups.ts';
import { withDesign } from '../edit.ts';

/** A look as the editor writes it (`design_properties.look`); unset keys keep the default look. */
export type Look = TPopupLookInput;

/** The look of a document; an empty one when the popup has the default look. */
export const lookOf = (document: PopupDocument): Look =>
  (document.design_properties as { look?: Look }).look ?? {};

/** Drops unset keys and emptied groups, so that "reset" leaves no trace in the stored look. */
export function pruneLook(look: Look): Look {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(look)) {
    if (value === undefined) continue;
    if (value && typeof value === 'object') {
      const inner = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
      if (Object.keys(inner).length > 0) kept[key] = inner;
    } else kept[key] = value;
  }
  return kept as Look;
}

/** An edit of the document's look; an emptied look removes the key. */
export const withLook =
  (update: (look: Look) => Look) =>
  (document: PopupDocument): PopupDocument => {
    const look = pruneLook(update(lookOf(document)));
    return withDesign({
      look: Object.keys(look).length > 0 ? look : undefined,
    } as Partial<TDesignProperties>)(document);
  };

/** The look without the given keys: a group's "Reset to default". */
export const withoutKeys = (look: Look, keys: readonly (keyof Look)[]): Look =>
  Object.fromEntries(Object.entries(look).filter(([key]) => !keys.includes(key as keyof Look))) as Look;

/** Every colour a look uses, most prominent first, without repeats. */
export function coloursOf(look: Look): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)) found.push(value.toLowerCase());
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(look);
  return [...new Set(found)];
}

const RECENT_KEY = 'hookline.recent-colours';
const RECENT_MAX = 8;

/** The colours the owner picked lately in this browser, newest first. */
export function recentColours(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter((c): c is string => typeof c === 'string').slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Remembers a picked colour in front of the recent ones. */
export function rememberColour(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, colour: string) {
  const list = [colour.toLowerCase(), ...recentColours(storage).filter((c) => c !== colour.toLowerCase())];
  try {
    storage?.setItem(RECENT_KEY, JSON.stringify(list.slice(0, RECENT_MAX)));
  } catch {
    // Storage full or blocked: the swatches simply show fewer colours.
  }
}
