import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customerSessions, customers } from './tables.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** The shop customer with this email, compared case-insensitively. */
export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Creates a customer; answers null when the email is already registered. */
export async function createCustomer(
  db: Db,
  customer: { email: string; passwordHash: string; name: string },
): Promise<CustomerRow | null> {
  const [row] = await db.insert(customers).values(customer).onConflictDoNothing().returning();
  return row ?? null;
}

/** Stores a customer session and drops that customer's expired ones. */
export async function createCustomerSession(
  db: Db,
  session: { tokenHash: string; customerId: string; expiresAt: Date },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(customerSessions)
      .where(and(eq(customerSessions.customerId, session.customerId), lte(customerSessions.expiresAt, now)));
    await tx.insert(customerSessions).values(session);
  });
}

/** The customer of an unexpired session, or null. */
export async function findCustomerBySession(
  db: Db,
  tokenHash: string,
  now: Date = new Date(),
): Promise<Pick<CustomerRow, 'id' | 'email' | 'name' | 'address'> | null> {
  const [row] = await db
    .select({ id: customers.id, email: customers.email, name: customers.name, address: customers.address })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(and(eq(customerSessions.tokenHash, tokenHash), gt(customerSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteCustomerSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, tokenHash));
}

/** Keeps the billing address of a customer's last order, to prefill the next checkout. */
export async function saveCustomerAddress(db: Db, customerId: string, address: CustomerRow['address']) {
  await db.update(customers).set({ address }).where(eq(customers.id, customerId));
}
