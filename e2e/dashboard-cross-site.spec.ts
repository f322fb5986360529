import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createOwner, OWNER_PASSWORD } from '@hookline/server/testing';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import type { Stack } from './support/stack.ts';

/**
 * A page on another port of the server's host is same-site, so SameSite=Lax still sends the owner's
 * cookie with its form posts: it must not be able to rotate the owner's webhook secret, while the
 * dashboard itself still can.
 */
describe('dashboard: a same-site page cannot change dashboard state', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let dashboard: Page;
  const attackPath = '/rotate-secret';

  /** The webhook as the dashboard reads it (its secret hint shows whether the secret changed). */
  const webhook = () =>
    dashboard.evaluate(
      async (url) => (await (await fetch(url)).json()) as { webhook: { secret_hint: string } },
      `/api/admin/sites/${owner.site.clientId}/webhook`,
    );

  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    owner = await createOwner(stack.database.db);
    const target = `${stack.origin}/api/admin/sites/${owner.site.clientId}/webhook/secret`;
    host.page(
      attackPath,
      // A bodiless no-cors fetch first (no preflight), then a plain form post.
      `<!doctype html><form method="post" action="${target}"></form><script>
        fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', credentials: 'include' })
          .finally(() => document.forms[0].submit());
      </script>`,
    );
    dashboard = await (await browser.newContext()).newPage();
  });

  test('refuses the other page’s post with the owner’s cookie; the dashboard’s own still works', async () => {
    await dashboard.goto(`${stack.origin}/app/login`);
    await dashboard.getByLabel('Email').fill(owner.email);
    await dashboard.getByLabel('Password').fill(OWNER_PASSWORD);
    await dashboard.getByRole('button', { name: 'Log in' }).click();
    await dashboard.waitForURL((url) => !url.pathname.endsWith('/login'));
    // The dashboard's own script adds a webhook (through its API client's header).
    await dashboard.goto(`${stack.origin}/app/sites/${owner.site.clientId}/settings`);
    await dashboard.getByLabel('Webhook URL').fill('https://hooks.example.com/in');
    await dashboard.getByRole('button', { name: 'Add webhook' }).click();
    await dashboard.locator('code', { hasText: 'whsec_' }).waitFor();
    const before = (await webhook()).webhook.secret_hint;

    // Same site as the server (localhost, another port), in the owner's browser.
    const attacker = await dashboard.context().newPage();
    const hostPort = new URL(host.origin).port;
    const statuses: number[] = [];
    const both = new Promise<void>((resolve) =>
      attacker.on('response', (response) => {
        if (!response.url().endsWith('/webhook/secret')) return;
        statuses.push(response.status());
        if (statuses.length === 2) resolve();
      }),
    );
    await attacker.goto(`http://localhost:${hostPort}${attackPath}`);
    await both;
    // The owner's cookie goes along (same site), so only the server's check stands in the way.
    // The fetch is refused as cross-site (403), the form body as a type the dashboard API never takes (415).
    expect(statuses).toEqual([403, 415]);
    expect((await webhook()).webhook.secret_hint).toBe(before);
  });
});
