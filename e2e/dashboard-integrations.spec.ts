import { describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eq, tables } from '@hookline/db';
import {
  createOwner,
  startFakeMailchimp,
  subscriberHash,
  type FakeMailchimp,
} from '@hookline/server/testing';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { test } from './support/fixtures.ts';
import { pageWithSnippet, type HostSite } from './support/host-page.ts';
import { logIn, type Owner } from './support/owner.ts';
import { emailField, formContent } from './support/render-popups.ts';
import { eventually, type Stack } from './support/stack.ts';

const API_KEY = '0123456789abcdef0123456789abcdef-us21';
const LIST = { id: 'a1b2c3d4e5', name: 'Newsletter' };
/** Mailchimp refuses example.com addresses as fake: a lead must look real. */
const VISITOR = { name: 'Dana Levi', email: 'Dana.Levi@hookline-shop.com' };

/**
 * The owner connects Mailchimp on the integrations page (Test connection, the audience, name →
 * FNAME), a visitor converts on the owner's site with a name and an email, the lead reaches
 * Mailchimp (a fake answering as its Marketing API does) as an upserted member, and the owner sees
 * the delivery as delivered on the page. The page passes an axe audit at desktop and phone sizes.
 */
describe('dashboard: leads sent to Mailchimp', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;
  let mailchimp: FakeMailchimp;
  let owner: Owner;
  let dashboard: Page;
  let integrationsPath = '';
  const sitePath = '/mailchimp-lead';

  test.beforeAll(async ({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
    mailchimp = await startFakeMailchimp({
      apiKey: API_KEY,
      lists: [
        {
          ...LIST,
          mergeFields: [
            { tag: 'FNAME', name: 'First Name' },
            { tag: 'LNAME', name: 'Last Name' },
          ],
        },
        { id: 'f6e5d4c3b2', name: 'Customers', mergeFields: [{ tag: 'FNAME', name: 'First Name' }] },
      ],
    });
    // Read at every check and send: the running server now calls the fake.
    stack.ctx.config.integrations.urls.mailchimp = mailchimp.url;
    owner = await createOwner(stack.database.db);
    await stack.database.db
      .update(tables.popups)
      .set({
        content: formContent([
          { id: 'name', type: 'name', name: 'name', placeholder: 'Your name', required: true },
          emailField(),
        ]),
      })
      .where(eq(tables.popups.id, owner.popup.id));
    await stack.ctx.sites.changed(owner.site.clientId);
    host.page(sitePath, pageWithSnippet(stack.snippet(owner.site.clientId)));
    integrationsPath = `/sites/${owner.site.clientId}/integrations`;
    dashboard = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
  });
  test.afterAll(async () => {
    delete stack?.ctx.config.integrations.urls.mailchimp;
    await mailchimp?.close();
  });

  test('connects Mailchimp: tests the key, picks the audience and maps the name', async () => {
    await logIn(dashboard, stack, owner, integrationsPath);
    await dashboard.waitForURL(/\/integrations$/);
    await dashboard.getByText('No integrations yet').waitFor();
    await expectNoSeriousA11yViolations(dashboard, 'integrations, empty, desktop');
    await dashboard.getByRole('button', { name: 'Connect Mailchimp' }).click();
    await dashboard.getByLabel('Mailchimp API key').fill(API_KEY);
    await dashboard.getByRole('button', { name: 'Test connection' }).click();
    await dashboard.getByText('Connected to Hookline demo shop.').waitFor();
    const audience = dashboard.getByLabel('Audience');
    await audience.selectOption({ label: LIST.name });
    const name = dashboard.getByLabel('Mailchimp field for name');
    // The audience's own merge fields, read once it is picked; FNAME is the usual field for a name.
    await name.locator('option[value="LNAME"]').waitFor({ state: 'attached' });
    await name.selectOption('FNAME');
    await expectNoSeriousA11yViolations(dashboard, 'integrations, connecting, desktop');
    await dashboard.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(dashboard, 'integrations, connecting, phone');
    expect(await horizontalOverflow(dashboard)).toBe(0);
    await dashboard.setViewportSize({ width: 1366, height: 850 });
    await dashboard.getByRole('button', { name: 'Save and start sending' }).click();
    await dashboard.getByText('Mailchimp connected').waitFor();
    await dashboard.getByRole('heading', { name: 'Mailchimp', level: 2 }).waitFor();
    expect(await dashboard.getByText('Connected', { exact: true }).count()).toBe(1);
  });

  test('sends a visitor’s lead to the audience with the name in FNAME, and logs it as delivered', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${host.origin}${sitePath}`);
    const dialog = visitor.getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.locator('input[name="name"]').fill(VISITOR.name);
    await dialog.locator('input[name="email"]').fill(VISITOR.email);
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText('Thank you!').waitFor();
    await visitor.context().close();

    const memberPath = `/3.0/lists/${LIST.id}/members/${subscriberHash(VISITOR.email)}`;
    const put = await eventually(
      async () =>
        mailchimp.requests.find(
          (request) => request.method === 'PUT' && request.path.split('?')[0] === memberPath,
        ),
      30_000,
    );
    expect(put.body).toMatchObject({
      // Hookline keeps a lead's address lower-cased, as Mailchimp's subscriber hash needs it.
      email_address: VISITOR.email.toLowerCase(),
      status_if_new: 'subscribed',
      merge_fields: { FNAME: VISITOR.name },
    });

    const log = dashboard.getByRole('table', { name: 'Mailchimp deliveries' });
    await eventually(async () => {
      await dashboard.reload();
      await log.waitFor();
      return (await log.locator('tbody tr').first().textContent())?.includes('Delivered') || undefined;
    }, 30_000);
    expect(await dashboard.getByText('Nothing sent yet').count()).toBe(0);
  });

  test('passes the accessibility audit with a connected integration, on a desktop and on a phone', async () => {
    await expectNoSeriousA11yViolations(dashboard, 'integrations, connected, desktop');
    await dashboard.setViewportSize({ width: 390, height: 844 });
    await dashboard.reload();
    await dashboard.getByRole('table', { name: 'Mailchimp deliveries' }).waitFor();
    await expectNoSeriousA11yViolations(dashboard, 'integrations, connected, phone');
    expect(await horizontalOverflow(dashboard)).toBe(0);
  });
});

/** How far the page scrolls sideways (0: it fits the window). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
