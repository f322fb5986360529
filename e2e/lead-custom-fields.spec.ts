import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { eq, saveSiteWebhook, tables } from '@hookline/db';
import { createOwner, OWNER_PASSWORD, startReceiver, type Receiver } from '@hookline/server/testing';
import { test } from './support/fixtures.ts';
import { pageWithSnippet, type HostSite } from './support/host-page.ts';
import { emailField, formContent, openPopup } from './support/render-popups.ts';
import type { Stack } from './support/stack.ts';

/**
 * A visitor answers a popup's custom fields on a third-party page (spec section 3: the script sends
 * them in `newExtraFields`); the owner finds every answer, under the field's name, in the leads API,
 * the CSV export, the webhook delivery and the dashboard's leads table. Two custom fields share a name: the second is renamed
 * after its type (`custom_2`), and neither answer is lost.
 */
describe('custom field answers reach the lead', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let receiver: Receiver;
  let owner: Awaited<ReturnType<typeof createOwner>>;

  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    receiver = await startReceiver();
    owner = await createOwner(stack.database.db);
    const content = formContent([
      emailField(),
      { id: 'size', type: 'custom', name: 'shoe_size', placeholder: 'Shoe size' },
      { id: 'size-2', type: 'custom', name: 'shoe_size', placeholder: 'Size for a friend' },
      { id: 'utm', type: 'custom', name: 'UTM_campaign', placeholder: 'Campaign' },
    ]);
    // Before the site's first display request, so the popup is served as changed.
    await stack.database.db
      .update(tables.popups)
      .set({ content, triggers: { seconds_on_page: 0 } })
      .where(eq(tables.popups.id, owner.popup.id));
    await saveSiteWebhook(
      stack.database.db,
      owner.site.id,
      { url: receiver.url, enabled: true },
      () => 'whsec_e2e',
    );
    host.page('/custom-fields', pageWithSnippet(stack.snippet(owner.site.clientId)));
  });
  test.afterAll(async () => {
    await receiver?.close();
  });

  /** The owner's session cookie, from logging in through the API. */
  async function ownerCookie(): Promise<string> {
    const response = await fetch(`${stack.origin}/api/admin/login`, {
      method: 'POST',
      // As the dashboard's script sends it (the server refuses state changes without it).
      headers: { 'content-type': 'application/json', 'x-hookline-request': '1' },
      body: JSON.stringify({ email: owner.email, password: OWNER_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  test('stores each answer under its field name: leads API, CSV, webhook and the leads table', async () => {
    const { context, dialog } = await openPopup(browser, `${host.origin}/custom-fields`);
    await dialog.locator('input[name="email"]').fill('size-fan@example.com');
    await dialog.getByPlaceholder('Shoe size').fill('42');
    await dialog.getByPlaceholder('Size for a friend').fill('38');
    await dialog.getByPlaceholder('Campaign').fill('spring');
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText('Thank you!').waitFor();
    await context.close();

    const answers = { shoe_size: '42', custom_2: '38', UTM_campaign: 'spring' };
    const [delivery] = await receiver.waitFor(1, 15_000);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      event: 'conversion.created',
      email: 'size-fan@example.com',
      fields: { email: 'size-fan@example.com', ...answers },
    });

    const cookie = await ownerCookie();
    const leads = await fetch(`${stack.origin}/api/admin/leads?site=${owner.site.clientId}`, {
      headers: { cookie },
    });
    const page = (await leads.json()) as { rows: { email: string; fields: Record<string, string> }[] };
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]!.fields).toEqual({ email: 'size-fan@example.com', ...answers });

    const csv = await fetch(`${stack.origin}/api/admin/leads.csv?site=${owner.site.clientId}`, {
      headers: { cookie },
    });
    const [header, row] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header!.split(',');
    const values = row!.split(',');
    for (const [name, value] of Object.entries(answers)) {
      expect(values[columns.indexOf(name)], name).toBe(value);
    }

    const dashboard = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    const sitePage = `/sites/${owner.site.clientId}`;
    await dashboard.goto(`${stack.origin}/app/login?next=${encodeURIComponent(sitePage)}`);
    await dashboard.getByLabel('Email').fill(owner.email);
    await dashboard.getByLabel('Password').fill(OWNER_PASSWORD);
    await dashboard.getByRole('button', { name: 'Log in' }).click();
    const lead = dashboard
      .getByRole('table', { name: 'Leads' })
      .locator('tbody tr', { hasText: 'size-fan@example.com' });
    await lead.waitFor();
    const shown = await lead
      .locator('dl > div')
      .evaluateAll((pairs) =>
        pairs.map((pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent]),
      );
    expect(Object.fromEntries(shown)).toEqual(answers);
    await dashboard.context().close();
  });
});
