import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:38714';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [path, prefix, w, h, ...ids] = process.argv.slice(2);
const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(h) } });
await ctx.route('**/pixel.js*', (r) => r.abort());
const page = await ctx.newPage();
await page.goto(base + path);
await page.waitForTimeout(1500);
for (const id of ids) {
  const el = page.locator(`#${id}`);
  await el.scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await el.screenshot({ path: `/tmp/b14-${prefix}-${id}.png` });
}
await browser.close();
