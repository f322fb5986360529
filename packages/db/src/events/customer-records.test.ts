import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSiteWithLightbox } from '../fixtures.ts';
import { createCustomer } from '../shop/customers.ts';
import { customers } from '../shop/tables.ts';
import { testDatabases } from '../testing.ts';
import type { Db } from '../client.ts';
import { customerVisits, views } from './tables.ts';
import { customerDisplayRecords, CUSTOMER_SESSION_MS } from './customer-records.ts';

/** A shop customer made for one test, with a unique email. */
const aCustomer = async (db: Db, name: string) =>
  (await createCustomer(db, {
    email: `${name.toLowerCase()}-${Date.now()}-${Math.random()}@example.com`,
    passwordHash: 'x',
    name,
  }))!;

describe.each(testDatabases())('a logged-in customer’s display records on $name', ({ open }) => {
  it('counts each page and session and the shows per window, in one statement', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const buyer = await aCustomer(db, 'Buyer');
    const start = new Date('2026-11-20T10:00:00Z');
    const records = (at: Date) => customerDisplayRecords(db, site.id, buyer.id, [popup.publicId], at);

    const first = await records(start);
    expect(first).toMatchObject({ role: 'customer', visit: { pageViews: 1, sessions: 1 } });
    expect(first!.visit.sessionStartedAt.toISOString()).toBe(start.toISOString());
    expect(first!.shows.size).toBe(0);

    // Shown twice: 10 days ago and a minute ago, both on the Hookline shop, signed in.
    const shownAt = [new Date(start.getTime() - 10 * 86_400_000), new Date(start.getTime() + 60_000)];
    for (const [i, createdAt] of shownAt.entries())
      await db.insert(views).values({
        siteId: site.id,
        popupId: popup.id,
        eventId: `cust-view-${i}-${Date.now()}`,
        storeIntegration: 'hookline',
        customerId: buyer.id,
        createdAt,
      });

    const second = await records(new Date(start.getTime() + 2 * 60_000));
    expect(second!.visit).toMatchObject({ pageViews: 2, sessions: 1 });
    expect(second!.shows.get(popup.publicId)).toEqual({ day: 1, week: 1, month: 2, session: 1, overall: 2 });

    // Over 30 minutes later: a new session, whose show count starts again.
    const later = new Date(start.getTime() + 2 * 60_000 + CUSTOMER_SESSION_MS + 1_000);
    const third = await records(later);
    expect(third!.visit).toMatchObject({ pageViews: 3, sessions: 2 });
    expect(third!.visit.sessionStartedAt.toISOString()).toBe(later.toISOString());
    expect(third!.shows.get(popup.publicId)).toMatchObject({ session: 0, day: 1, overall: 2 });
  });

  it('answers a shop admin’s role, and null without writing anything for an id of no customer', async () => {
    const { db } = await open();
    const { site, popup } = await createSiteWithLightbox(db);
    const admin = await aCustomer(db, 'Admin');
    await db.update(customers).set({ role: 'shop_admin' }).where(eq(customers.id, admin.id));
    const now = new Date();
    expect((await customerDisplayRecords(db, site.id, admin.id, [], now))?.role).toBe('shop_admin');

    const stranger = '00000000-0000-4000-8000-000000000000';
    expect(await customerDisplayRecords(db, site.id, stranger, [popup.publicId], now)).toBeNull();
    expect(await customerDisplayRecords(db, site.id, 'not-a-uuid', [popup.publicId], now)).toBeNull();
    const stored = await db.select().from(customerVisits).where(eq(customerVisits.siteId, site.id));
    expect(stored.map((row) => row.customerId)).toEqual([admin.id]);
  });
});
