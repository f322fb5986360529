import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startFakeMailchimp } from '../apps/server/src/integrations/fakes/mailchimp.ts';
import { freePort, startServer, CLIENT_ID, LOGIN, GUARD } from './screenshots/server.ts';

const KEY = '0123456789abcdef0123456789abcdef-us21';
const fake = await startFakeMailchimp({ apiKey: KEY, lists: [{ id: 'a1b2c3d4e5', name: 'Newsletter', mergeFields: [{ tag: 'FNAME', name: 'First Name' }, { tag: 'COUPON', name: 'Coupon' }] }] });
process.env.SECRET_KEY = 'x'.repeat(40);
process.env.INTEGRATION_URL_MAILCHIMP = fake.url;
const port = await freePort();
const server = await startServer(port, mkdtempSync(join(tmpdir(), 'hl-shot-')));
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const [name, viewport, mobile] of [['desktop', { width: 1366, height: 850 }, false], ['phone', { width: 390, height: 844 }, true]] as const) {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
    const page = await context.newPage();
    await page.goto(`${base}/app/login`);
    await page.getByLabel('Email').fill(LOGIN.email);
    await page.getByLabel('Password').fill(LOGIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    if (name === 'desktop') {
      const r = await page.request.post(`${base}/api/admin/sites/${CLIENT_ID}/integrations`, { headers: GUARD, data: { provider: 'mailchimp', api_key: KEY, list_id: 'a1b2c3d4e5', field_map: { name: 'FNAME', coupon: 'COUPON' } } });
      console.log('create', r.status());
    }
    await page.goto(`${base}/app/sites/${CLIENT_ID}/integrations`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/int-${name}.png`, fullPage: true });
    const connect = page.getByRole('button', { name: /Connect/ }).first();
    if (await connect.count()) { await connect.click(); await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/int-${name}-connect.png`, fullPage: true }); }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await fake.close();
}
