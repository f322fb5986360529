import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts, sessions, users } from './tables.ts';

/** Signing in to the dashboard: users by email, and the sessions their cookies name. */

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

/** Whether a user with this email exists (case-insensitive). */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}
