import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { menus } from './tables.ts';

export type MenuRow = typeof menus.$inferSelect;
export type NewMenu = Omit<typeof menus.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A site's menus by name. */
export async function listMenus(db: Db, siteId: string): Promise<MenuRow[]> {
  return db.select().from(menus).where(eq(menus.siteId, siteId)).orderBy(asc(menus.name), asc(menus.id));
}

/** One of the site's menus by id or slug; null when it has none such. */
export async function findMenu(
  db: Db,
  siteId: string,
  by: { id: string } | { slug: string },
): Promise<MenuRow | null> {
  const [row] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.siteId, siteId), 'id' in by ? eq(menus.id, by.id) : eq(menus.slug, by.slug)))
    .limit(1);
  return row ?? null;
}

/** Adds a menu; a slug the site already uses throws a unique violation. */
export async function insertMenu(db: Db, values: NewMenu): Promise<MenuRow> {
  const [row] = await db.insert(menus).values(values).returning();
  return row!;
}

/** Replaces a menu of the site; null when the site has no such menu. */
export async function updateMenu(
  db: Db,
  siteId: string,
  id: string,
  values: Omit<NewMenu, 'siteId'>,
): Promise<MenuRow | null> {
  const [row] = await db
    .update(menus)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(menus.siteId, siteId), eq(menus.id, id)))
    .returning();
  return row ?? null;
}

/** Removes a menu; false when the site has no such menu. */
export async function deleteMenu(db: Db, siteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(menus)
    .where(and(eq(menus.siteId, siteId), eq(menus.id, id)))
    .returning({ id: menus.id });
  return rows.length > 0;
}
