import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:38714';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [path, name, w, h, full] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(h) } });
  await ctx.route('**/pixel.js*', (r) => r.abort());
  const page = await ctx.newPage();
  if (path.startsWith('/app')) {
    await page.goto(base + '/app/login');
    await page.fill('input[name=email]', 'owner@example.com');
    await page.fill('input[name=password]', 'hookline-demo');
    await page.click('button[type=submit]');
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  }
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/b14-${name}.png`, fullPage: full === 'full' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(name, 'overflow', overflow);
  await ctx.close();
}
await browser.close();
