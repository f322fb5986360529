import { z } from 'zod';
import { ZClientId } from '../ids.ts';
import { ZLinkUrl } from './links.ts';
import { ZSlug } from './slugs.ts';

/**
 * Menus built in the dashboard: items three levels deep, each a label with an address or an entry
 * (whose address follows the entry's slug). The menu widget reads them by slug (`main`).
 */

export const MENU_ITEMS_MAX = 100;
export const MENU_DEPTH = 3;

const itemFields = {
  /** Stable within the menu (the editor's drag handle and the widget's React key). */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, - or _'),
  label: z.string().trim().min(1, 'give the item a label').max(80, 'must be at most 80 characters'),
  /** An address; may be empty when the item points at an entry. */
  url: z.union([z.literal(''), ZLinkUrl]).default(''),
  /** An entry of the same site: its address is `/{collection}/{slug}`, kept up to date. */
  entry_id: z.uuid('must be an entry id').nullable().default(null),
  new_window: z.boolean().default(false),
  nofollow: z.boolean().default(false),
};

const needsTarget = (item: { url: string; entry_id: string | null }, context: z.RefinementCtx) => {
  if (!item.url && !item.entry_id)
    context.addIssue({ code: 'custom', path: ['url'], message: 'give the item an address or an entry' });
};

const ZMenuItemLevel3 = z
  .strictObject({
    ...itemFields,
    children: z.array(z.never()).max(0, `menus nest at most ${MENU_DEPTH} levels deep`).default([]),
  })
  .superRefine(needsTarget);
const ZMenuItemLevel2 = z
  .strictObject({ ...itemFields, children: z.array(ZMenuItemLevel3).max(MENU_ITEMS_MAX).default([]) })
  .superRefine(needsTarget);
export const ZMenuItem = z
  .strictObject({ ...itemFields, children: z.array(ZMenuItemLevel2).max(MENU_ITEMS_MAX).default([]) })
  .superRefine(needsTarget);

/** One item, any level (deeper levels have the same shape). */
export interface TMenuItem {
  id: string;
  label: string;
  url: string;
  entry_id: string | null;
  new_window: boolean;
  nofollow: boolean;
  children: TMenuItem[];
}

const countItems = (items: TMenuItem[]): number =>
  items.reduce((sum, item) => sum + 1 + countItems(item.children), 0);

const allIds = (items: TMenuItem[]): string[] => items.flatMap((item) => [item.id, ...allIds(item.children)]);

/** A menu's items: at most 100 in all, three levels deep, ids unique. */
export const ZMenuItems = z
  .array(ZMenuItem)
  .max(MENU_ITEMS_MAX)
  .superRefine((items, context) => {
    if (countItems(items) > MENU_ITEMS_MAX)
      context.addIssue({ code: 'custom', message: `a menu holds at most ${MENU_ITEMS_MAX} items` });
    const ids = allIds(items);
    const twice = ids.find((id, index) => ids.indexOf(id) !== index);
    if (twice) context.addIssue({ code: 'custom', message: `two items use the id "${twice}"` });
  }) as unknown as z.ZodType<TMenuItem[], unknown[]>;

export const ZMenuInput = z.strictObject({
  name: z.string().trim().min(1, 'give the menu a name').max(60, 'must be at most 60 characters'),
  slug: ZSlug,
  items: ZMenuItems.default([]),
});
export type TMenuInput = z.infer<typeof ZMenuInput>;

export const ZAdminMenu = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  items: z.array(z.unknown()),
  updated_at: z.iso.datetime(),
});
export type TAdminMenu = Omit<z.infer<typeof ZAdminMenu>, 'items'> & { items: TMenuItem[] };

export const ZMenuParams = z.strictObject({ clientId: ZClientId, menuId: z.uuid('must be a menu id') });

/**
 * The menu library's option: a menu's items as JSON text (what the menu widget is given). Answers
 * the items, or a message an editor can act on: the JSON error, or the first item that is wrong.
 */
export function parseMenuJson(
  text: string,
): { ok: true; items: TMenuItem[] } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The menu is not valid JSON: ${(error as Error).message}` };
  }
  const parsed = ZMenuItems.safeParse(raw);
  if (parsed.success) return { ok: true, items: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? `item ${menuPath(issue.path)}: ` : '';
  return { ok: false, message: `The menu is not valid: ${where}${issue.message}` };
}

/** "2 > 1 > label" from a zod path [1, 'children', 0, 'label'] (positions counted from 1). */
function menuPath(path: PropertyKey[]): string {
  return path
    .filter((part) => part !== 'children')
    .map((part) => (typeof part === 'number' ? String(part + 1) : String(part)))
    .join(' > ');
}
