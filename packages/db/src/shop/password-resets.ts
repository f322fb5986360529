import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customerPasswordResets, customerSessions, customers } from './tables.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Stores a reset link's token (its hash) for a customer, unless `maxPerHour` links were already made
 * for them within the last hour (a mailbox is not flooded, whoever asks); drops their expired ones.
 * Answers whether it was stored.
 */
export async function createPasswordReset(
  db: Db,
  reset: { tokenHash: string; customerId: string; expiresAt: Date },
  { now = new Date(), maxPerHour = 3 }: { now?: Date; maxPerHour?: number } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const mine = eq(customerPasswordResets.customerId, reset.customerId);
    await tx.delete(customerPasswordResets).where(and(mine, lte(customerPasswordResets.expiresAt, now)));
    const [recent] = await tx
      .select({ n: count() })
      .from(customerPasswordResets)
      .where(and(mine, gt(customerPasswordResets.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((recent?.n ?? 0) >= maxPerHour) return false;
    await tx.insert(customerPasswordResets).values({ ...reset, createdAt: now });
    return true;
  });
}

/** The customer whose unexpired, unused reset token has this hash, or null. */
export async function findPasswordReset(
  db: Db,
  tokenHash: string,
  now: Date = new Date(),
): Promise<{ customerId: string } | null> {
  const [row] = await db
    .select({ customerId: customerPasswordResets.customerId })
    .from(customerPasswordResets)
    .where(and(eq(customerPasswordResets.tokenHash, tokenHash), gt(customerPasswordResets.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a reset token: when it is unexpired and unused, sets the customer's new password hash and
 * removes that token, the customer's other reset tokens and every session of theirs (a browser that
 * knew the old password is logged out), all at once. Answers the customer's id, or null (the token
 * is unknown, expired or used: nothing changes). Deleting the token first makes it single-use even
 * when two requests race with it.
 */
export async function usePasswordReset(
  db: Db,
  tokenHash: string,
  passwordHash: string,
  now: Date = new Date(),
): Promise<{ customerId: string } | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(customerPasswordResets)
      .where(and(eq(customerPasswordResets.tokenHash, tokenHash), gt(customerPasswordResets.expiresAt, now)))
      .returning({ customerId: customerPasswordResets.customerId });
    if (!used) return null;
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, used.customerId));
    await tx.delete(customerPasswordResets).where(eq(customerPasswordResets.customerId, used.customerId));
    await tx.delete(customerSessions).where(eq(customerSessions.customerId, used.customerId));
    return used;
  });
}
