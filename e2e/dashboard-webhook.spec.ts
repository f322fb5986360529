import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createOwner, OWNER_PASSWORD } from '../apps/server/src/admin/testing.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from '../apps/server/src/webhooks/signature.ts';
import { startReceiver, type Receiver } from '../apps/server/src/webhooks/testing.ts';
import { launchBrowser } from './support/browser.ts';
import { pageWithSnippet, startHostSite, type HostSite } from './support/host-page.ts';
import { startStack, type Stack } from './support/stack.ts';

const DIST = fileURLToPath(new URL('../apps/dashboard/dist/index.html', import.meta.url));

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
  const saved: Record<string, string | undefined> = {};
  const env = { WEBHOOK_ALLOW_PRIVATE_TARGETS: '1', WEBHOOK_POLL_MS: '200' };

  beforeAll(async () => {
    if (!existsSync(DIST))
      throw new Error('The dashboard is not built: run `npx tsx scripts/build.ts` first.');
    // The receiver listens on 127.0.0.1, which webhooks may reach only when private targets are allowed.
    for (const [key, value] of Object.entries(env)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    [stack, host, browser, receiver] = await Promise.all([
      startStack(),
      startHostSite(),
      launchBrowser(),
      startReceiver(),
    ]);
    owner = await createOwner(stack.database.db);
    host.page('/', pageWithSnippet(stack.snippet(owner.site.clientId)));
    dashboard = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await receiver?.close();
    await stack?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('adds the webhook and shows its secret once', async () => {
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

  it('sends a visitor’s lead to the endpoint, signed with that secret, and logs the delivery', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${host.origin}/`);
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
