import { findEntriesById, findMenu, listCollections, type Db } from '@hookline/db';
import type { TMenuItem, TMenuItemView, TMenuView } from '@hookline/schema/cms';

/** A menu by slug with its entries' addresses filled in, or null. */
export async function menuView(
  db: Db,
  siteId: string,
  slug: string,
  options: { drafts: boolean; now: () => Date },
): Promise<TMenuView | null> {
  const row = await findMenu(db, siteId, { slug });
  if (!row) return null;
  return {
    slug: row.slug,
    name: row.name,
    items: await menuItemViews(db, siteId, row.items, options.drafts, options.now()),
  };
}

/** Menu items with entries' addresses filled in; an item whose entry is not visible goes, with its children. */
async function menuItemViews(
  db: Db,
  siteId: string,
  items: TMenuItem[],
  drafts: boolean,
  now: Date,
): Promise<TMenuItemView[]> {
  const ids: string[] = [];
  const collect = (list: TMenuItem[]) =>
    list.forEach((item) => {
      if (item.entry_id) ids.push(item.entry_id);
      collect(item.children);
    });
  collect(items);
  const entries = await findEntriesById(db, siteId, ids);
  const collections = new Map((await listCollections(db, siteId)).map((c) => [c.id, c.slug]));
  const addresses = new Map(
    entries
      .filter(
        (entry) =>
          drafts || (entry.status === 'published' && entry.publishedAt !== null && entry.publishedAt <= now),
      )
      .map((entry) => [entry.id, `/${collections.get(entry.collectionId)}/${entry.slug}`]),
  );
  const view = (list: TMenuItem[]): TMenuItemView[] =>
    list.flatMap((item) => {
      const url = item.entry_id ? addresses.get(item.entry_id) : item.url;
      if (!url) return [];
      return [
        {
          id: item.id,
          label: item.label,
          url,
          new_window: item.new_window,
          nofollow: item.nofollow,
          children: view(item.children),
        },
      ];
    });
  return view(items);
}
