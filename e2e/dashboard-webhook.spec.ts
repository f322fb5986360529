import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  createOwner,
  OWNER_PASSWORD,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhook,
  startReceiver,
  type Receiver,
} from '@hookline/server/testing';
import { test } from './support/fixtures.ts';
import { pageWithSnippet, type HostSite } from './support/host-page.ts';
import type { Stack } from './support/stack.ts';

/**
 * The owner names a webhook in the dashboard and copies its secret; a visitor's lead on their site
 * reaches the owner's endpoint (a local receiver) signed with that secret, and the delivery log says so.
 */
describe('dashboard: a webhook delivered with a valid signature', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let receiver: Receiver;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let dashboard: Page;
  let secret = '';
  /** The owner's site on the host, on a path of its own (the host site is shared). */
  const sitePath = '/webhook-lead';

  // The receiver listens on 127.0.0.1, which webhooks may reach only when private targets are
  // allowed: the e2e project's env allows them (vitest.config.ts), and polls the queue every 200 ms.
  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    receiver = await startReceiver();
    owner = await createOwner(stack.database.db);
    host.page(sitePath, pageWithSnippet(stack.snippet(owner.site.clientId)));
    dashboard = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  });
  test.afterAll(async () => {
    await receiver?.close();
  });

  test('adds the webhook and shows its secret once', async () => {
    const settings = `/sites/${owner.site.clientId}/settings`;
    await dashboard.goto(`${stack.origin}/app/login?next=${encodeURIComponent(settings)}`);
    await dashboard.getByLabel('Email').fill(owner.email);
    await dashboard.getByLabel('Password').fill(OWNER_PASSWORD);
    await dashboard.getByRole('button', { name: 'Log in' }).click();
    await dashboard.waitForURL(/\/settings$/);
    await dashboard.getByLabel('Webhook URL').fill(receiver.url);
    await dashboard.getByRole('button', { name: 'Add webhook' }).click();
    const shown = dashboard.locator('code', { hasText: 'whsec_' });
    await shown.waitFor();
    secret = (await shown.textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await dashboard.reload();
    await dashboard.getByText(`Secret ending in …${secret.slice(-4)}`).waitFor();
    expect(await dashboard.locator('code', { hasText: 'whsec_' }).count()).toBe(0);
  });

  test('sends a visitor’s lead to the endpoint, signed with that secret, and logs the delivery', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${host.origin}${sitePath}`);
    const dialog = visitor.getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.locator('input[name="email"]').fill('webhook-lead@example.com');
    await dialog.locator('button[type="submit"]').click();

    const [request] = await receiver.waitFor(1, 15_000);
    const headers = {
      signature: String(request!.headers[SIGNATURE_HEADER]),
      timestamp: String(request!.headers[TIMESTAMP_HEADER]),
    };
    expect(verifyWebhook(secret, headers, request!.body, Date.now() / 1000)).toBe(true);
    expect(JSON.parse(request!.body)).toMatchObject({
      event: 'conversion.created',
      client_id: owner.site.clientId,
      popup_id: owner.popup.publicId,
      email: 'webhook-lead@example.com',
    });
    await visitor.context().close();

    await dashboard.reload();
    const row = dashboard.getByRole('table', { name: 'Webhook deliveries' }).locator('tbody tr').first();
    await row.getByText('Delivered').waitFor();
    expect(await row.textContent()).toContain('HTTP 200');
  });
});
