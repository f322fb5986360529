import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { sites } from '../accounts/tables.ts';
import { publicId } from '../core/public-id.ts';
import { asDb } from '../core/transaction.ts';
import type { PopupRow } from './queries.ts';
import { nextShowOrder } from './show-order.ts';
import { popups } from './tables.ts';

/**
 * The popup editor's queries. Each takes the caller's account id and touches only that account's
 * rows: a popup of another account is `null`, exactly like one that does not exist.
 */

/** A popup row with its site's client id (what `SiteCache.changed` needs) and its A/B parent's public id. */
export interface AccountPopup {
  row: PopupRow;
  clientId: string;
  parentPublicId: string | null;
}

/** The columns the editor may set; ids, account, site and timestamps are the server's. */
export type EditablePopup = Pick<
  typeof popups.$inferInsert,
  | 'name'
  | 'type'
  | 'format'
  | 'target'
  | 'lang'
  | 'width'
  | 'height'
  | 'content'
  | 'designProperties'
  | 'displayRules'
  | 'triggers'
  | 'isTeasersOn'
  | 'onClick'
  | 'xCloseButton'
>;

const parent = alias(popups, 'parent');

export async function findAccountPopupRow(
  db: Db,
  accountId: string,
  popupPublicId: string,
): Promise<AccountPopup | null> {
  const [found] = await db
    .select({ row: popups, clientId: sites.clientId, parentPublicId: parent.publicId })
    .from(popups)
    .innerJoin(sites, eq(sites.id, popups.siteId))
    .leftJoin(parent, eq(parent.id, popups.abTestParentId))
    .where(and(eq(popups.accountId, accountId), eq(popups.publicId, popupPublicId)))
    .limit(1);
  return found ?? null;
}

/** A new popup of the site, paused, with fresh public and viewer ids, last in the site's show order. */
export async function insertAccountPopup(
  db: Db,
  accountId: string,
  siteId: string,
  values: EditablePopup & { abTestParentId?: string | null },
): Promise<PopupRow> {
  const [row] = await db
    .insert(popups)
    .values({
      ...values,
      accountId,
      siteId,
      publicId: publicId(),
      viewerId: publicId(),
      status: 'paused',
      showOrder: nextShowOrder(siteId),
    })
    .returning();
  return row!;
}

/**
 * Millisecond precision, so that the value a client read back (a JS date) compares equal, and always
 * later than the previous value, so that two saves in one millisecond still differ.
 */
const nextUpdatedAt = sql`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${popups.updatedAt}) + interval '1 millisecond')`;

export type UpdateResult = { row: PopupRow } | { conflict: PopupRow } | null;

/**
 * Saves the editor's document. With `expectedUpdatedAt`, a popup saved meanwhile by someone else
 * (another tab) is not overwritten: the answer is `conflict` with the stored row.
 */
export async function updateAccountPopup(
  db: Db,
  accountId: string,
  popupPublicId: string,
  values: Partial<EditablePopup> & { status?: 'active' | 'paused' },
  expectedUpdatedAt?: Date,
): Promise<UpdateResult> {
  const mine = and(eq(popups.accountId, accountId), eq(popups.publicId, popupPublicId));
  const [row] = await db
    .update(popups)
    .set({ ...values, updatedAt: nextUpdatedAt })
    .where(
      expectedUpdatedAt
        ? and(mine, sql`date_trunc('milliseconds', ${popups.updatedAt}) = ${expectedUpdatedAt.toISOString()}`)
        : mine,
    )
    .returning();
  if (row) return { row };
  if (!expectedUpdatedAt) return null;
  const [stored] = await db.select().from(popups).where(mine).limit(1);
  return stored ? { conflict: stored } : null;
}

/**
 * Deletes a popup, and with an A/B parent its variants too; their events and leads go with them
 * (foreign keys cascade). A parent left without variants stops being a test. Answers the deleted
 * rows, or null when the popup is not the account's.
 */
export async function deleteAccountPopup(
  db: Db,
  accountId: string,
  popupPublicId: string,
): Promise<PopupRow[] | null> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(popups)
      .where(and(eq(popups.accountId, accountId), eq(popups.publicId, popupPublicId)))
      .limit(1);
    if (!target) return null;
    const deleted = await tx
      .delete(popups)
      .where(
        and(
          eq(popups.accountId, accountId),
          or(eq(popups.id, target.id), eq(popups.abTestParentId, target.id)),
        ),
      )
      .returning();
    if (target.abTestParentId) {
      await tx
        .update(popups)
        .set({ abTest: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(popups.id, target.abTestParentId),
            sql`not exists (select 1 from popups v where v.ab_test_parent_id = ${target.abTestParentId})`,
          ),
        );
    }
    return deleted;
  });
}

/** Copies a popup under a new name: paused, outside any A/B test. */
export async function duplicateAccountPopup(db: Db, source: PopupRow, name: string): Promise<PopupRow> {
  return insertAccountPopup(db, source.accountId, source.siteId, { ...editableOf(source), name });
}

/**
 * Adds a variant to the popup's A/B test: a paused copy whose `ab_test_parent_id` is the test's
 * parent (the popup itself, or its parent when it is already a variant); the parent gets `ab_test`.
 */
export async function createAccountVariant(db: Db, source: PopupRow, name: string): Promise<PopupRow> {
  const parentId = source.abTestParentId ?? source.id;
  return db.transaction(async (tx) => {
    await tx
      .update(popups)
      .set({ abTest: true, updatedAt: sql`now()` })
      .where(and(eq(popups.id, parentId), eq(popups.abTest, false)));
    return insertAccountPopup(asDb(tx), source.accountId, source.siteId, {
      ...editableOf(source),
      name,
      abTestParentId: parentId,
    });
  });
}

/** The parent of an A/B test and its variants, parent first, then oldest first. */
export async function listTestMembers(db: Db, accountId: string, parentId: string): Promise<PopupRow[]> {
  return db
    .select()
    .from(popups)
    .where(
      and(eq(popups.accountId, accountId), or(eq(popups.id, parentId), eq(popups.abTestParentId, parentId))),
    )
    .orderBy(sql`${popups.abTestParentId} is not null`, asc(popups.createdAt), asc(popups.id));
}

function editableOf(row: PopupRow): EditablePopup {
  return {
    name: row.name,
    type: row.type,
    format: row.format,
    target: row.target,
    lang: row.lang,
    width: row.width,
    height: row.height,
    content: row.content,
    designProperties: row.designProperties,
    displayRules: row.displayRules,
    triggers: row.triggers,
    isTeasersOn: row.isTeasersOn,
    onClick: row.onClick,
    xCloseButton: row.xCloseButton,
  };
}

/** The popup a page-builder popup page was published as (its `builder_page_id`), or null. */
export async function findBuilderPopup(db: Db, siteId: string, pageId: string): Promise<PopupRow | null> {
  const [row] = await db
    .select()
    .from(popups)
    .where(and(eq(popups.siteId, siteId), sql`${popups.designProperties}->>'builder_page_id' = ${pageId}`))
    .limit(1);
  return row ?? null;
}
