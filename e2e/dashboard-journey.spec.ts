import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq, tables } from '@hookline/db';
import { DEMO_CLIENT_ID } from '@hookline/server/testing';
import { afterRunning, IDLE_MS, pausedContext, runClockUntil } from './support/clock.ts';
import { test } from './support/fixtures.ts';
import { eventually, type Stack } from './support/stack.ts';
import { armed } from './support/targeting.ts';

/**
 * The site owner's journey through the dashboard, in one browser, with a shopper in another: sign
 * up, build a bar that opens on scroll, watch it in the live preview, activate it, see it on the
 * demo shop after scrolling, take a lead, and find that lead in the table, the CSV and the results.
 */
describe('dashboard: from sign-up to a lead on the demo shop', () => {
  let stack: Stack;
  let browser: Browser;
  let owner: Page;
  const email = `owner-${Date.now()}@example.com`;
  const leadEmail = `shopper-${Date.now()}@example.com`;
  const heading = 'Scroll down for 15% off';
  let leadTaken = false;

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    owner = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  });
  /** Gives the demo site back to its own account (or removes it, when this journey made it). */
  let giveBackDemoSite: () => Promise<void> = async () => undefined;
  // The stack outlives this file: the journeys after it must not meet its bar on the demo shop, and
  // the demo owner must find the demo site in their account again.
  test.afterAll(async () => {
    await pauseDemoSite(stack);
    await giveBackDemoSite();
  });

  const app = (path: string) => `${stack.origin}/app${path}`;

  test('signs up and lands on the new site with its install snippet', async () => {
    await owner.goto(app('/signup'));
    await owner.getByLabel('Email').fill(email);
    await owner.getByLabel('Password').fill('a good long password');
    await owner.getByLabel('Company or account name').fill('Journey Bakery');
    await owner.getByLabel('Website name').fill('Journey shop');
    await owner.getByLabel('Website domain').fill('localhost');
    await owner.getByRole('button', { name: 'Create account' }).click();
    await owner.waitForURL(/\/app\/sites\/[a-z0-9]{13}$/);
    await owner.getByRole('heading', { name: 'Journey shop', level: 1 }).waitFor();
    expect(await owner.locator('code', { hasText: 'hookline-pixel' }).textContent()).toMatch(
      /pixel\.js\?id=[a-z0-9]{13}/,
    );
  });

  test('builds a bar with a scroll trigger and sees it in the live preview', async () => {
    // The demo shop embeds the pixel of the demo site: hand that site to the new account, as if the
    // owner had pasted their snippet into the shop.
    giveBackDemoSite = await claimDemoSite(stack, email);
    await owner.goto(app(`/sites/${DEMO_CLIENT_ID}`));
    await owner.getByRole('link', { name: 'New popup' }).click();
    await owner.getByLabel('Name').fill('Scroll bar');
    await owner.getByRole('radio', { name: /^Bar/ }).check();
    await owner.getByRole('radio', { name: /Top bar with an email field/ }).check();
    await owner.getByRole('button', { name: 'Create and edit' }).click();
    await owner.waitForURL(/\/app\/popups\/[a-z0-9]{13}\/edit$/);

    await owner.getByLabel('Heading text').fill(heading);
    const preview = owner.getByTestId('popup-preview');
    await preview.getByRole('dialog').getByText(heading).waitFor({ timeout: 10_000 });

    await owner.getByRole('tab', { name: 'Triggers' }).click();
    await owner.getByLabel('After scrolling (% of the page)').fill('40');
    await owner.getByText('Opens when the visitor has scrolled 40% of the page.').waitFor();
    await owner.getByRole('tab', { name: 'Targeting' }).click();
    await owner.getByLabel('How often', { exact: true }).selectOption('every_page');
    await owner.getByText('Shown to every visitor every time its trigger fires, on every page.').waitFor();

    // The preview speaks the popup's language: a Hebrew popup previews right to left.
    await owner.getByRole('tab', { name: 'Settings' }).click();
    await owner.getByLabel('Language of the popup').selectOption('he');
    await expect.poll(() => preview.getByRole('dialog').getAttribute('dir')).toBe('rtl');
    await owner.getByLabel('Language of the popup').selectOption('en');
    await expect.poll(() => preview.getByRole('dialog').getAttribute('dir')).toBe('ltr');

    await owner.getByRole('button', { name: 'Save and activate' }).click();
    await owner.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    await owner.getByText('Active', { exact: true }).first().waitFor();
    const [stored] = await stack.database.db
      .select()
      .from(tables.popups)
      .where(eq(tables.popups.name, 'Scroll bar'));
    expect(stored).toMatchObject({
      type: 'bar',
      format: 2,
      status: 'active',
      triggers: { scroll_percent: 40 },
    });
  });

  test('shows the bar on the demo shop only after the shopper scrolls, and takes a lead', async () => {
    // On a paused clock: "not before the scroll" is checked after page time has passed, not real time.
    const shopper = await (
      await pausedContext(browser, { viewport: { width: 1280, height: 700 } })
    ).newPage();
    const isDisplayCall = (url: string) => url.includes(`/api/display/${DEMO_CLIENT_ID}`);
    const display = shopper.waitForResponse((r) => isDisplayCall(r.url()));
    let asked = false;
    shopper.on('request', (request) => (asked ||= isDisplayCall(request.url())));
    await armed(shopper, async () => {
      await shopper.goto(`${stack.origin}/`);
      // The pixel starts 1.5 s after the page has loaded, at the first idle moment after that; on
      // the shop, that 1.5 s is counted from when the shop's adapter chunk has arrived, which may be
      // after the load event on a busy machine: the clock runs on until the display call is made.
      await runClockUntil(shopper, async () => asked, { stepMs: 1_500 + IDLE_MS });
    });
    // The server offers the bar with its scroll trigger; from here on it is the visitor script's work.
    const offered = (
      (await (await display).json()) as { poptins: { poptin_name: string; triggers: unknown }[] }
    ).poptins;
    expect(offered.find((p) => p.poptin_name === 'Scroll bar')?.triggers).toEqual({ scroll_percent: 40 });
    // Armed, and 2.5 s on: without a scroll, no popup is in the page.
    const popups = shopper.locator('[data-hookline-popup]');
    expect(await afterRunning(shopper, 2_500, () => popups.count())).toBe(0);
    expect(await shopper.getByRole('dialog').count()).toBe(0);
    await shopper.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = shopper.getByRole('dialog').filter({ hasText: heading });
    await runClockUntil(shopper, () => bar.isVisible());
    // Its entry animation runs on the paused clock too: finished, the bar takes the visitor's typing.
    await shopper.clock.runFor(1_000);
    await bar.locator('input[name="email"]').fill(leadEmail);
    await bar.locator('button[type="submit"]').click();
    await eventually(async () => {
      const rows = await stack.database.db
        .select()
        .from(tables.conversions)
        .where(eq(tables.conversions.email, leadEmail));
      return rows[0];
    });
    leadTaken = true;
    await shopper.context().close();
  });

  test('finds the lead in the table and in the CSV, and the counts on the results view', async () => {
    expect(leadTaken, 'needs the lead taken on the shop in the previous step').toBe(true);
    await owner.goto(app(`/sites/${DEMO_CLIENT_ID}`));
    await owner.getByRole('table', { name: 'Leads' }).getByText(leadEmail).waitFor();
    // The lead's own address without its domain: a prefix such as `shopper-1796` matches other runs' leads.
    await owner.getByLabel('Search').fill(leadEmail.split('@')[0]!);
    await owner.getByRole('button', { name: 'Filter' }).click();
    await owner.waitForURL(/q=/);
    expect(await owner.getByRole('table', { name: 'Leads' }).locator('tbody tr').count()).toBe(1);

    const href = await owner.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const csv = await owner.context().request.get(`${stack.origin}${href}`);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text).toContain(leadEmail);
    expect(text.split('\r\n')[0]).toContain('email');

    await owner.getByRole('table', { name: 'Popups' }).getByRole('link', { name: 'Results' }).first().click();
    await owner.waitForURL(/\/results/);
    const totals = owner.getByLabel('Totals');
    const views = Number(await totals.locator('dd').nth(0).textContent());
    const conversions = Number(await totals.locator('dd').nth(2).textContent());
    expect(views).toBeGreaterThanOrEqual(1);
    expect(conversions).toBe(1);
    expect(await owner.getByRole('img', { name: /Chart of 30 days/ }).count()).toBe(1);
  });
});

/** Pauses the demo site's popups, so that the demo shop shows none again. */
async function pauseDemoSite(stack: Stack): Promise<void> {
  const db = stack.database.db;
  const [site] = await db.select().from(tables.sites).where(eq(tables.sites.clientId, DEMO_CLIENT_ID));
  if (!site) return;
  await db.update(tables.popups).set({ status: 'paused' }).where(eq(tables.popups.siteId, site.id));
  await stack.ctx.sites.changed(DEMO_CLIENT_ID);
}

/**
 * Gives the demo site (the shop's pixel) to the account of `email`, creating the site when missing;
 * answers how to undo it: the site and its popups back to their account, or the made site removed.
 */
async function claimDemoSite(stack: Stack, email: string): Promise<() => Promise<void>> {
  const db = stack.database.db;
  const [user] = await db.select().from(tables.users).where(eq(tables.users.email, email));
  const [existing] = await db.select().from(tables.sites).where(eq(tables.sites.clientId, DEMO_CLIENT_ID));
  let undo: () => Promise<void>;
  if (existing) {
    await db
      .update(tables.sites)
      .set({ accountId: user!.accountId, domains: ['localhost', '127.0.0.1'] })
      .where(eq(tables.sites.id, existing.id));
    await db.update(tables.popups).set({ status: 'paused' }).where(eq(tables.popups.siteId, existing.id));
    undo = async () => {
      await db
        .update(tables.sites)
        .set({ accountId: existing.accountId, domains: existing.domains })
        .where(eq(tables.sites.id, existing.id));
      await db
        .update(tables.popups)
        .set({ accountId: existing.accountId })
        .where(eq(tables.popups.siteId, existing.id));
    };
  } else {
    const [made] = await db
      .insert(tables.sites)
      .values({
        accountId: user!.accountId,
        clientId: DEMO_CLIENT_ID,
        name: 'Demo shop',
        domains: ['localhost', '127.0.0.1'],
      })
      .returning();
    undo = async () => {
      await db.delete(tables.sites).where(eq(tables.sites.id, made!.id));
    };
  }
  await stack.ctx.sites.changed(DEMO_CLIENT_ID);
  return async () => {
    await undo();
    await stack.ctx.sites.changed(DEMO_CLIENT_ID);
  };
}
