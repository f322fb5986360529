import { insertMenu, type Db } from '@hookline/db';
import { slugify } from '@hookline/schema/cms';
import { CATEGORIES } from './taxonomies.ts';

/** The demo's main menu: the shop, the Journal with its first three categories, a look, every widget. */
export async function seedMainMenu(db: Db, siteId: string): Promise<void> {
  await insertMenu(db, {
    siteId,
    slug: 'main',
    name: 'Main menu',
    items: [
      {
        id: 'shop',
        label: 'Shop',
        url: '/shop',
        entry_id: null,
        new_window: false,
        nofollow: false,
        children: [],
      },
      {
        id: 'journal',
        label: 'Journal',
        url: '/journal',
        entry_id: null,
        new_window: false,
        nofollow: false,
        children: CATEGORIES.slice(0, 3).map((c) => ({
          id: `journal-${slugify(c)}`,
          label: c,
          url: `/journal?e-filter-journal-posts-category=${slugify(c)}`,
          entry_id: null,
          new_window: false,
          nofollow: false,
          children: [],
        })),
      },
      {
        id: 'lookbook',
        label: 'Lookbook',
        url: '/lookbook/harbour-linen',
        entry_id: null,
        new_window: false,
        nofollow: false,
        children: [],
      },
      {
        id: 'widgets',
        label: 'Every widget',
        url: '/widgets',
        entry_id: null,
        new_window: false,
        nofollow: false,
        children: [],
      },
    ],
  });
}
