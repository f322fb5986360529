import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { publicId } from '../core/public-id.ts';
import { asDb } from '../core/transaction.ts';
import { isUniqueViolation } from '../core/unique-violation.ts';
import { accounts, sites, users } from './tables.ts';

/**
 * Accounts and their sites: sign-up, and the sites the dashboard lists and edits. Every query past
 * sign-up takes the caller's `accountId` and filters by it, so one account never reads another's rows.
 */

export type AccountRow = typeof accounts.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;

export interface AccountSite {
  id: string;
  clientId: string;
  name: string;
  domains: string[];
  /** IANA name (`UTC` unless the owner chose one). */
  timeZone: string;
  /** When and on which host the pixel last loaded on one of the site's domains; null until it first did. */
  pixelSeenAt: Date | null;
  pixelSeenDomain: string | null;
  createdAt: Date;
}

const siteColumns = {
  id: sites.id,
  clientId: sites.clientId,
  name: sites.name,
  domains: sites.domains,
  timeZone: sites.timeZone,
  pixelSeenAt: sites.pixelSeenAt,
  pixelSeenDomain: sites.pixelSeenDomain,
  createdAt: sites.createdAt,
};

/** The account's sites, oldest first. */
export async function listAccountSites(db: Db, accountId: string): Promise<AccountSite[]> {
  return db
    .select(siteColumns)
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
    .select(siteColumns)
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export interface NewAccount {
  accountName: string;
  email: string;
  passwordHash: string;
  site: { name: string; domains: string[] };
}

/**
 * Sign-up: the account, its first user and its first site (with a fresh client id), in one
 * transaction. Answers null when the email already has a user (compared case-insensitively).
 */
export async function createAccountWithSite(
  db: Db,
  input: NewAccount,
): Promise<{ account: { id: string; name: string }; userId: string; site: AccountSite } | null> {
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ name: input.accountName })
        .returning({ id: accounts.id, name: accounts.name });
      const [user] = await tx
        .insert(users)
        .values({ accountId: account!.id, email: input.email, passwordHash: input.passwordHash })
        .returning({ id: users.id });
      const site = await insertSite(asDb(tx), account!.id, input.site);
      return { account: account!, userId: user!.id, site };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** A new site of the account with a fresh 13-character client id (drawn again on the rare collision). */
export async function createAccountSite(
  db: Db,
  accountId: string,
  site: { name: string; domains: string[] },
): Promise<AccountSite> {
  return insertSite(db, accountId, site);
}

async function insertSite(db: Db, accountId: string, site: { name: string; domains: string[] }) {
  // A collision among 36^13 ids is unlikely but cheap to survive; DO NOTHING keeps a surrounding
  // transaction usable, where a failed insert would abort it.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(sites)
      .values({ accountId, clientId: publicId(), name: site.name, domains: site.domains })
      .onConflictDoNothing({ target: sites.clientId })
      .returning(siteColumns);
    if (row) return row;
  }
  throw new Error('could not draw a free client id');
}

/** Renames a site or changes its domains or time zone; null when the site is not the account's. */
export async function updateAccountSite(
  db: Db,
  accountId: string,
  clientId: string,
  changes: { name?: string | undefined; domains?: string[] | undefined; time_zone?: string | undefined },
): Promise<AccountSite | null> {
  const values: Partial<typeof sites.$inferInsert> = {};
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.domains !== undefined) values.domains = changes.domains;
  if (changes.time_zone !== undefined) values.timeZone = changes.time_zone;
  if (Object.keys(values).length === 0) {
    const [row] = await db
      .select(siteColumns)
      .from(sites)
      .where(and(eq(sites.accountId, accountId), eq(sites.clientId, clientId)));
    return row ?? null;
  }
  const [row] = await db
    .update(sites)
    .set(values)
    .where(and(eq(sites.accountId, accountId), eq(sites.clientId, clientId)))
    .returning(siteColumns);
  return row ?? null;
}

/** The pixel loaded on `domain`, one of the site's (the display path calls this at most once a minute). */
export async function recordPixelSeen(db: Db, siteId: string, domain: string, at: Date): Promise<void> {
  await db.update(sites).set({ pixelSeenAt: at, pixelSeenDomain: domain }).where(eq(sites.id, siteId));
}
