import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { accounts, closes, conversions, popups, sessions, sites, users, views } from './tables.ts';

/**
 * Queries for the site owner's dashboard. Everything past the session lookup takes the caller's
 * `accountId` and filters by it, so one account never reads another's rows.
 */

export interface LoginUser {
  id: string;
  email: string;
  passwordHash: string;
  account: { id: string; name: string };
}

/** The user with this email, compared case-insensitively (the unique index is on `lower(email)`). */
export async function findUserByEmail(db: Db, email: string): Promise<LoginUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      account: { id: accounts.id, name: accounts.name },
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Stores a new session and drops the user's expired ones, so the table does not grow forever. */
export async function createSession(
  db: Db,
  session: { tokenHash: string; userId: string; expiresAt: Date },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(and(eq(sessions.userId, session.userId), lte(sessions.expiresAt, now)));
    await tx.insert(sessions).values(session);
  });
}

export interface SessionOwner {
  user: { id: string; email: string };
  account: { id: string; name: string };
}

/** Who holds the session with this token hash, or null when it is unknown or has expired. */
export async function findSessionOwner(
  db: Db,
  tokenHash: string,
  now: Date = new Date(),
): Promise<SessionOwner | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      accountId: accounts.id,
      accountName: accounts.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  return {
    user: { id: row.userId, email: row.email },
    account: { id: row.accountId, name: row.accountName },
  };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export interface AccountSite {
  id: string;
  clientId: string;
  name: string;
  domains: string[];
  createdAt: Date;
}

const accountSiteColumns = {
  id: sites.id,
  clientId: sites.clientId,
  name: sites.name,
  domains: sites.domains,
  createdAt: sites.createdAt,
};

/** The account's sites, oldest first. */
export async function listAccountSites(db: Db, accountId: string): Promise<AccountSite[]> {
  return db
    .select(accountSiteColumns)
    .from(sites)
    .where(eq(sites.accountId, accountId))
    .orderBy(sites.createdAt, sites.id);
}

/** The site with this client id when it belongs to the account; null otherwise, whoever owns it. */
export async function findAccountSite(
  db: Db,
  accountId: string,
  clientId: string,
): Promise<AccountSite | null> {
  const [row] = await db
    .select(accountSiteColumns)
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export interface PopupSummary {
  id: string;
  publicId: string;
  name: string;
  type: string;
  format: number;
  status: string;
  createdAt: Date;
  abTest: boolean;
  /** The A/B test parent's public id, when this popup is a variant. */
  abTestParentId: string | null;
  views: number;
  closes: number;
  conversions: number;
}

/**
 * The site's popups, newest first, with their all-time counts of views, closes and conversions.
 * Each count is a correlated count over the `(popup_id, created_at)` index.
 */
export async function listSitePopupSummaries(
  db: Db,
  accountId: string,
  siteId: string,
): Promise<PopupSummary[]> {
  // Spelled out with table names: drizzle leaves columns unqualified in a one-table select, and
  // `id` inside the subquery would then mean the event's id.
  const countOf = (table: typeof views | typeof closes | typeof conversions) =>
    sql<number>`(select count(*)::int from ${table} where ${table}.popup_id = ${popups}.id)`;
  return db
    .select({
      id: popups.id,
      publicId: popups.publicId,
      name: popups.name,
      type: popups.type,
      format: popups.format,
      status: popups.status,
      createdAt: popups.createdAt,
      abTest: popups.abTest,
      abTestParentId: sql<
        string | null
      >`(select parent.public_id from popups parent where parent.id = ${popups}.ab_test_parent_id)`,
      views: countOf(views),
      closes: countOf(closes),
      conversions: countOf(conversions),
    })
    .from(popups)
    .where(and(eq(popups.accountId, accountId), eq(popups.siteId, siteId)))
    .orderBy(desc(popups.createdAt), desc(popups.id));
}

/** The popup with this public id when it belongs to the account; null otherwise, whoever owns it. */
export async function findAccountPopup(
  db: Db,
  accountId: string,
  publicId: string,
): Promise<{ id: string; siteId: string; publicId: string; name: string } | null> {
  const [row] = await db
    .select({ id: popups.id, siteId: popups.siteId, publicId: popups.publicId, name: popups.name })
    .from(popups)
    .where(and(eq(popups.accountId, accountId), eq(popups.publicId, publicId)))
    .limit(1);
  return row ?? null;
}
