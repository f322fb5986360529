import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createOwner, OWNER_PASSWORD, formBody } from '@hookline/server/testing';
import { test } from './support/fixtures.ts';
import { phoneProblems } from './support/phone-page.ts';
import type { Stack } from './support/stack.ts';

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

/**
 * The dashboard on a 390x844 phone (issue 12, "Every screen"): every page fits the screen (no
 * sideways scroll), its buttons and fields are at least 44 px, its fields and body text at least
 * 16 px; and a signed-out visit logs no error in the console.
 */
describe('dashboard: on a phone', () => {
  let stack: Stack;
  let browser: Browser;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  test.beforeAll(async ({ stack: s, browser: b }) => {
    [stack, browser] = [s, b];
    owner = await createOwner(stack.database.db);
    // A lead, so that the leads table has a row.
    await stack.app.inject({
      method: 'POST',
      url: `/api/display/conversion/${owner.popup.viewerId}`,
      ...formBody({
        poptin_id: owner.popup.publicId,
        client_id: owner.site.clientId,
        email: 'shopper-with-a-long-address@example.com',
      }),
    });
    context = await browser.newContext(PHONE);
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });

  const app = (path: string) => `${stack.origin}/app${path}`;
  const expectUsable = async (what: string) => {
    const problems = await phoneProblems(page);
    expect(problems.sidewaysScroll, `${what} scrolls sideways`).toBe(0);
    expect(problems.smallTargets, `${what}: targets under 44 px`).toEqual([]);
    expect(problems.smallText, `${what}: text under 16 px`).toEqual([]);
  };

  test('the login page fits the phone and logs no error in the console', async () => {
    await page.goto(app('/login'));
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expectUsable('login');
    await page.goto(app('/signup'));
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expectUsable('sign-up');
  });

  test('the dashboard and the shop show the Hookline mark as their favicon, SVG with a PNG fallback', async () => {
    for (const path of ['/app/login', '/']) {
      await page.goto(`${stack.origin}${path}`);
      const icons = await page.$$eval('link[rel~="icon"], link[rel="apple-touch-icon"]', (links) =>
        links.map((link) => ({ href: (link as HTMLLinkElement).href, type: link.getAttribute('type') })),
      );
      expect(icons.map((icon) => new URL(icon.href).pathname.split('/').pop())).toEqual([
        'favicon.png',
        'favicon.svg',
        'apple-touch-icon.png',
      ]);
      for (const icon of icons) {
        const response = await page.request.get(icon.href);
        expect(response.status(), icon.href).toBe(200);
        expect(response.headers()['content-type']).toMatch(
          icon.href.endsWith('.svg') ? /image\/svg\+xml/ : /image\/png/,
        );
      }
    }
  });

  test('every signed-in page fits the phone, with thumb-sized controls; the popups table fits a laptop', async () => {
    await page.goto(app('/login'));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await expectUsable('sites');

    // The editor, and an A/B variant so that the popups table has its widest rows.
    await page.goto(app(`/popups/${owner.popup.publicId}/edit`));
    await page.getByLabel('Heading text').waitFor();
    await page.getByTestId('popup-preview').getByRole('dialog').waitFor();
    await expectUsable('editor');
    await page.getByRole('button', { name: 'Mobile' }).click();
    const frame = (await page.getByTestId('popup-preview').boundingBox())!;
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Add A/B variant' }).click();
    await page.getByText('A/B variant', { exact: true }).waitFor();
    await expectUsable('variant editor');

    await page.goto(app(`/sites/${owner.site.clientId}`));
    await page.getByRole('table', { name: 'Popups' }).waitFor();
    await page.getByRole('table', { name: 'Leads' }).waitFor();
    await expectUsable('site: popups and leads');

    await page.goto(app(`/sites/${owner.site.clientId}/settings`));
    await page.getByLabel('Webhook URL').waitFor();
    await expectUsable('site settings');

    await page.goto(app(`/sites/${owner.site.clientId}/popups/new`));
    await page.getByRole('button', { name: 'Create and edit' }).waitFor();
    await expectUsable('new popup');

    await page.goto(app(`/popups/${owner.popup.publicId}/results`));
    await page.getByLabel('Totals').waitFor();
    await expectUsable('results');
    expect(errors).toEqual([]);

    // On a 1366 px laptop, the popups table with an A/B variant keeps its actions inside the panel.
    await page.setViewportSize({ width: 1366, height: 850 });
    await page.goto(app(`/sites/${owner.site.clientId}`));
    const table = page.getByRole('table', { name: 'Popups' });
    await table.waitFor();
    expect(await table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth)).toBe(
      0,
    );
    for (const name of ['Delete Welcome lightbox', 'Delete Welcome lightbox (variant)']) {
      const button = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      const wrap = (await table.locator('..').boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(wrap.x + wrap.width);
    }
    await context.close();
  });
});
