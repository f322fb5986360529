import type { Browser, Page } from 'playwright-core';
import { CLIENT_ID, GUARD, LOGIN, type AdminCall, type Screen } from './server.ts';
import { newContext, shoot, type PageShot } from './shots.ts';

/**
 * The dashboard's main pages as the demo owner sees them: the sites, the demo site (its popups, and
 * its leads further down), the demo popup's editor and results, the page builder on the home page,
 * and the content. A few visitors leave their email in the demo popup first, so that the leads and
 * the results have something to show. The integrations page shows the tools to connect.
 */

export const DASHBOARD_SHOTS: PageShot[] = [
  { id: 'dashboard-sites', title: 'Sites', path: '/app/', area: 'Dashboard' },
  { id: 'dashboard-site', title: 'A site', path: `/app/sites/${CLIENT_ID}`, area: 'Dashboard' },
  {
    id: 'dashboard-leads',
    title: "A site's leads",
    path: `/app/sites/${CLIENT_ID}#leads`,
    area: 'Dashboard',
  },
  {
    id: 'dashboard-popup-editor',
    title: 'Popup editor',
    path: '/app/popups/{popup}/edit',
    area: 'Dashboard',
  },
  { id: 'dashboard-results', title: 'Results', path: '/app/popups/{popup}/results', area: 'Dashboard' },
  {
    id: 'dashboard-page-builder',
    title: 'Page builder',
    path: `/app/sites/${CLIENT_ID}/pages/{page}/edit`,
    area: 'Dashboard',
  },
  { id: 'dashboard-content', title: 'Content', path: `/app/sites/${CLIENT_ID}/content`, area: 'Dashboard' },
  {
    id: 'dashboard-integrations',
    title: 'Integrations',
    path: `/app/sites/${CLIENT_ID}/integrations`,
    area: 'Dashboard',
  },
];

/** The ids the addresses need: the demo site's first popup, and the page builder's home page. */
export interface DashboardIds {
  popup: string;
  page: string;
}

export async function dashboardIds(call: AdminCall): Promise<DashboardIds> {
  const popups = await call<{ id: string }[]>('GET', `/api/admin/sites/${CLIENT_ID}/popups`);
  const { pages } = await call<{ pages: { id: string; path: string; kind: string }[] }>(
    'GET',
    `/api/admin/pages/${CLIENT_ID}`,
  );
  const home = pages.find((p) => p.path === '/') ?? pages.find((p) => p.kind === 'page');
  if (!popups[0] || !home) throw new Error('the demo site has no popup or no page');
  return { popup: popups[0].id, page: home.id };
}

/**
 * Visitors who leave their email in the demo popup on the shop's home page (it opens after a few
 * seconds). A visitor who does not get it is skipped: the pages are drawn all the same.
 */
export async function demoLeads(browser: Browser, base: string, count = 3): Promise<void> {
  for (let i = 0; i < count; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/`, { waitUntil: 'load' });
      const dialog = page.locator('[data-hookline-popup]').getByRole('dialog').first();
      await dialog.waitFor({ timeout: 15_000 });
      await dialog.locator('input[type="email"]').fill(`visitor${i + 1}.${Date.now()}@example.com`);
      // The lead is left once the conversion call is answered.
      await Promise.all([
        page.waitForResponse((response) => response.url().includes('/api/display/conversion/'), {
          timeout: 15_000,
        }),
        dialog.locator('button[type="submit"]').click(),
      ]);
    } catch (error) {
      console.warn(`\n[screenshots] a demo lead was not left: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
}

const addressOf = (shot: PageShot, ids: DashboardIds) =>
  shot.path.replace('{popup}', ids.popup).replace('{page}', ids.page);

/** Opens a dashboard page and waits for its data (the app loads each page's data after it starts). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
  await page.locator('main, [role="main"]').first().waitFor({ timeout: 20_000 });
}

/** Draws the dashboard's pages at one size, logged in as the demo owner. */
export async function shootDashboard(
  browser: Browser,
  base: string,
  screen: Screen,
  ids: DashboardIds,
): Promise<void> {
  const context = await newContext(browser, screen);
  const login = await context.request.post(`${base}/api/admin/login`, { data: LOGIN, headers: GUARD });
  if (!login.ok()) throw new Error(`dashboard login: ${login.status()}`);
  const page = await context.newPage();
  for (const shot of DASHBOARD_SHOTS) {
    await open(page, `${base}${addressOf(shot, ids)}`);
    if (shot.id === 'dashboard-leads') {
      const leads = page.getByRole('heading', { name: /^Leads/ }).first();
      await leads.waitFor({ timeout: 10_000 });
      await shoot(page, shot.id, screen, leads);
    } else {
      await shoot(page, shot.id, screen);
    }
  }
  await context.close();
}
