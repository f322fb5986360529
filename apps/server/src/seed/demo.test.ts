import { describe, expect, it } from 'vitest';
import { eq, tables } from '@hookline/db';
import { testDatabases } from '@hookline/db/testing';
import { pageRulesAllow } from '@hookline/rules';
import { ZTargeting } from '@hookline/schema';
import { seedDemo } from './demo.ts';

describe.each(testDatabases())('the demo seed on $name', ({ open }) => {
  it('keeps the welcome popup off the cart and every checkout step', async () => {
    const { db } = await open();
    await seedDemo(db);
    const [popup] = await db
      .select({ rules: tables.popups.displayRules })
      .from(tables.popups)
      .innerJoin(tables.sites, eq(tables.sites.id, tables.popups.siteId))
      .where(eq(tables.sites.clientId, 'hooklinedemo1'));
    const { pages } = ZTargeting.parse(popup?.rules.targeting);
    const shownOn = (path: string) => pageRulesAllow(pages!, `http://localhost:3000${path}`);
    expect(['/', '/product/mug', '/shop?page=2'].map(shownOn)).toEqual([true, true, true]);
    expect(['/cart', '/cart/', '/checkout', '/checkout/pay'].map(shownOn)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
