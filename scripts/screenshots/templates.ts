import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { animationsDone } from '../../e2e/support/animations.ts';
import { join } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { POPUP_CATALOG } from '@hookline/schema/popup-catalog';
import {
  POPUP_TEMPLATES,
  TEMPLATE_GOALS,
  templateDocument,
  type PopupTemplate,
} from '@hookline/schema/popup-templates';
import type { TLang } from '@hookline/schema';
import { CLIENT_ID, root, type AdminCall } from './server.ts';

/**
 * Every gallery template on the demo shop's home page, as a visitor sees it, at desktop (1366x850)
 * and phone (390x844) sizes, plus the desktop in Hebrew and the thank-you screen of the templates
 * that hand out a coupon and the winning screen of the games, written to `docs/templates/` with a
 * README that shows them all. Each template is created in the demo site through the admin API and
 * the page opened in the pixel's preview mode (`?ppt-preview=`), which shows that popup at once.
 * `SCREENSHOTS_ONLY=game-` re-shoots only the templates whose id starts with it, leaving the others
 * and the README as they are.
 */

const outDir = join(root, 'docs/templates');

interface Shot {
  suffix: string;
  lang: TLang;
  viewport: { width: number; height: number };
  isMobile: boolean;
}
const SHOTS: Shot[] = [
  { suffix: 'desktop', lang: 'en', viewport: { width: 1366, height: 850 }, isMobile: false },
  { suffix: 'phone', lang: 'en', viewport: { width: 390, height: 844 }, isMobile: true },
  { suffix: 'desktop-he', lang: 'he', viewport: { width: 1366, height: 850 }, isMobile: false },
];
/** Above this the shots are written as JPEG at quality 80 instead of PNG. */
const MAX_TOTAL_BYTES = 6 * 1024 * 1024;

/** Takes one template's shots; answers the files written. */
async function shoot(
  browser: Browser,
  base: string,
  template: PopupTemplate,
  ids: Record<TLang, string>,
  extension: 'png' | 'jpeg',
): Promise<string[]> {
  const files: string[] = [];
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      isMobile: shot.isMobile,
      hasTouch: shot.isMobile,
      deviceScaleFactor: 1,
      // No entrance animation: the shot shows the popup at rest.
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const id = ids[shot.lang];
    // A game draws its first prize (a win in every game template), so its winning screen can be shot.
    if (template.type === 'gamified') await page.addInitScript(() => (Math.random = () => 0));
    if (template.type === 'embedded') {
      // An embedded popup renders in the page's placeholder; the demo shop has none, so add one.
      await page.addInitScript((popupId) => {
        document.addEventListener('DOMContentLoaded', () => {
          const slot = document.createElement('div');
          slot.setAttribute('data-hookline-embedded', popupId);
          slot.style.cssText = 'max-width:640px;margin:24px auto;padding:0 16px';
          document.body.prepend(slot);
        });
      }, id);
    }
    await page.goto(`${base}/?ppt-preview=${id}`, { waitUntil: 'load' });
    const dialog = page.locator(`[data-hookline-popup="${id}"]`).getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 });
    // The preview banner says submissions do nothing; a template's picture is the popup alone.
    await page.evaluate((popupId) => {
      const host = document.querySelector(`[data-hookline-popup="${popupId}"]`);
      host?.shadowRoot?.querySelectorAll('[data-preview-banner]').forEach((banner) => banner.remove());
    }, id);
    await page.evaluate(() => document.fonts.ready);
    await animationsDone(page);
    const file = `${template.id}-${shot.suffix}.${extension === 'png' ? 'png' : 'jpg'}`;
    await page.screenshot({
      path: join(outDir, file),
      type: extension,
      ...(extension === 'jpeg' ? { quality: 80 } : {}),
    });
    files.push(file);
    if (shot.suffix === 'desktop' && showsCoupon(template)) {
      // The thank-you screen is where these templates keep their promise: show it too.
      await dialog.locator('input[type="email"]').fill('visitor@example.com');
      await dialog.locator('button[type="submit"]').click();
      await dialog.locator('[data-coupon]').waitFor({ timeout: 5_000 });
      const thanks = `${template.id}-thank-you.${extension === 'png' ? 'png' : 'jpg'}`;
      await page.screenshot({
        path: join(outDir, thanks),
        type: extension,
        ...(extension === 'jpeg' ? { quality: 80 } : {}),
      });
      files.push(thanks);
    }
    if (shot.suffix === 'desktop' && template.type === 'gamified') {
      const won = `${template.id}-won.${extension === 'png' ? 'png' : 'jpg'}`;
      await page.screenshot({ path: join(outDir, won), ...(await playToWin(dialog, extension)) });
      files.push(won);
    }
    await context.close();
  }
  return files;
}

/** Plays a game template to its winning screen (claiming the prize on its post-play screen). */
async function playToWin(dialog: Locator, extension: 'png' | 'jpeg') {
  const email = dialog.locator('input[type="email"]');
  if (await email.count()) await email.fill('visitor@example.com');
  await dialog.locator('.hl-play').click();
  const screen = dialog.locator('[data-game-screen]');
  await screen.waitFor({ timeout: 20_000 });
  if ((await screen.getAttribute('data-game-screen')) === 'post_play') {
    await dialog.locator('input[type="email"]').fill('visitor@example.com');
    await dialog.locator('button[type="submit"]').click();
  }
  await dialog.locator('[data-coupon]').waitFor({ timeout: 5_000 });
  return { type: extension, ...(extension === 'jpeg' ? { quality: 80 } : {}) } as const;
}

/** Whether the template's thank-you screen hands out a coupon (after an email). */
const showsCoupon = (template: PopupTemplate) =>
  template.content.en.thank_you?.blocks.some((block) => block.type === 'coupon') === true;

const typeLabel = (type: string) => POPUP_CATALOG.find((info) => info.type === type)?.label ?? type;
const goalLabel = (goal: string) => TEMPLATE_GOALS.find((g) => g.goal === goal)?.label ?? goal;

function readme(extension: 'png' | 'jpg'): string {
  const lines = [
    '# Popup templates',
    '',
    'Every template of the "New popup" gallery (`packages/schema/src/popup-templates/`), on the demo',
    "shop's home page as a visitor sees it: desktop (1366 × 850), phone (390 × 844) and desktop in Hebrew,",
    'the thank-you screen of those that hand out a coupon, and the winning screen of the games.',
    'Written by `npm run screenshots`; do not edit by hand.',
    '',
  ];
  for (const { goal } of TEMPLATE_GOALS) {
    lines.push(`## ${goalLabel(goal)}`, '');
    for (const template of POPUP_TEMPLATES.filter((t) => t.goal === goal)) {
      lines.push(
        `### ${template.name.en} · ${typeLabel(template.type)}, format ${template.format}`,
        '',
        template.summary.en,
        '',
        '| Desktop | Phone | Desktop, Hebrew |',
        '| --- | --- | --- |',
        `| ![${template.name.en}, desktop](${template.id}-desktop.${extension}) | ![${template.name.en}, phone](${template.id}-phone.${extension}) | ![${template.name.he}](${template.id}-desktop-he.${extension}) |`,
        '',
      );
      if (template.type === 'gamified') {
        lines.push(
          `After playing: ![${template.name.en}, winning screen](${template.id}-won.${extension})`,
          '',
        );
      }
      if (showsCoupon(template)) {
        lines.push(
          `After the email: ![${template.name.en}, thank-you screen](${template.id}-thank-you.${extension})`,
          '',
        );
      }
    }
  }
  return lines.join('\n');
}

async function clearShots(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const file of await readdir(outDir)) {
    if (/\.(png|jpg)$/.test(file)) await unlink(join(outDir, file));
  }
}

async function totalBytes(files: string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += (await stat(join(outDir, file))).size;
  return total;
}

/** The templates' shots and their README (see the module's comment). */
export async function shootTemplates(browser: Browser, base: string, call: AdminCall): Promise<void> {
  const ids = new Map<string, Record<TLang, string>>();
  for (const template of POPUP_TEMPLATES) {
    const create = (lang: TLang) =>
      call<{ id: string }>('POST', `/api/admin/sites/${CLIENT_ID}/popups`, templateDocument(template, lang));
    ids.set(template.id, { en: (await create('en')).id, he: (await create('he')).id });
  }
  const only = process.env.SCREENSHOTS_ONLY;
  if (only) {
    // Re-shoots the templates whose id starts with it, in the format the other shots have.
    const jpeg = (await readdir(outDir)).some((file) => file.endsWith('.jpg'));
    for (const template of POPUP_TEMPLATES.filter((t) => t.id.startsWith(only)))
      await shoot(browser, base, template, ids.get(template.id)!, jpeg ? 'jpeg' : 'png');
    return;
  }
  let extension: 'png' | 'jpeg' = 'png';
  for (;;) {
    await clearShots();
    const files: string[] = [];
    for (const template of POPUP_TEMPLATES) {
      files.push(...(await shoot(browser, base, template, ids.get(template.id)!, extension)));
      process.stdout.write('.');
    }
    const total = await totalBytes(files);
    console.log(`\n${files.length} template shots, ${(total / 1024 / 1024).toFixed(2)} MB as ${extension}`);
    if (total <= MAX_TOTAL_BYTES || extension === 'jpeg') break;
    extension = 'jpeg';
  }
  const readmePath = join(outDir, 'README.md');
  const options = { ...(await resolveConfig(readmePath)), parser: 'markdown' };
  await writeFile(readmePath, await format(readme(extension === 'png' ? 'png' : 'jpg'), options));
  console.log(`Wrote ${join('docs/templates', 'README.md')}`);
}
