import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DASHBOARD_SHOTS, dashboardIds, demoLeads, shootDashboard } from './screenshots/dashboard.ts';
import { writePagesReadme } from './screenshots/readme.ts';
import { adminClient, DESKTOP, freePort, PHONE, startServer } from './screenshots/server.ts';
import { SHOP_SHOTS, shootShop } from './screenshots/shop.ts';
import { clearPageShots } from './screenshots/shots.ts';
import { shootTemplates } from './screenshots/templates.ts';

/**
 * `npm run screenshots`: starts the built server on a temporary data directory (the demo seeded) and
 * draws, at 1366x850 and 390x844,
 * - the shop's pages and the dashboard's main pages into `docs/screenshots/` (screenshots/shop.ts,
 *   screenshots/dashboard.ts), with a README that shows them all;
 * - every template of the "New popup" gallery on the shop into `docs/templates/` (screenshots/templates.ts).
 * `SCREENSHOTS=pages` or `SCREENSHOTS=templates` draws only those; `SCREENSHOTS_ONLY=game-` re-shoots
 * only the templates whose id starts with it.
 */

async function main(): Promise<void> {
  const which = process.env.SCREENSHOTS ?? (process.env.SCREENSHOTS_ONLY ? 'templates' : 'all');
  if (!['all', 'pages', 'templates'].includes(which))
    throw new Error(`SCREENSHOTS must be pages or templates, got "${which}"`);
  const dataDir = await mkdtemp(join(tmpdir(), 'hookline-screenshots-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const call = await adminClient(base);
    // The pages first: the templates add a hundred popups to the demo site.
    if (which !== 'templates') {
      await clearPageShots();
      await demoLeads(browser, base);
      const ids = await dashboardIds(call);
      for (const screen of [DESKTOP, PHONE]) {
        await shootShop(browser, base, screen);
        await shootDashboard(browser, base, screen, ids);
      }
      await writePagesReadme([...SHOP_SHOTS, ...DASHBOARD_SHOTS]);
    }
    if (which !== 'pages') await shootTemplates(browser, base, call);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('[screenshots]', error);
  process.exit(1);
});
