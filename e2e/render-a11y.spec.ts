import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import {
  DESKTOP,
  emailField,
  formContent,
  openPopup,
  openPopupPaused,
  popupPage,
} from './support/render-popups.ts';
import type { Stack } from './support/stack.ts';

const HOSTILE_CSS = `<style>
* { all: unset }
div { display: none !important }
html, body, p, h1 { font-size: 64px !important; line-height: 3 !important; font-family: serif !important }
button, input { transform: rotate(12deg) !important; color: red !important }
[role="dialog"] { display: none !important }
</style>`;

/**
 * The popup on a hostile page (its CSS cannot break the popup, the popup does not move the page),
 * with a keyboard alone, and in Hebrew.
 */
describe.concurrent('popup accessibility and isolation', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  test('keeps its look on a page with hostile CSS, and leaves the page layout as it was', async () => {
    const body =
      '<h1 id="title">Hostile bakery</h1><p id="copy">Fresh bread daily.</p><section id="s">x</section>';
    const { url } = await popupPage(
      stack,
      host,
      { content: formContent([emailField()]), width: 800, height: 500 },
      {
        head: HOSTILE_CSS,
        body,
      },
    );
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(url);
    const layout = () =>
      page.evaluate(() =>
        ['title', 'copy', 's'].map((id) => {
          const rect = document.getElementById(id)!.getBoundingClientRect();
          return [rect.x, rect.y, rect.width, rect.height];
        }),
      );
    const before = await layout();
    const dialog = page.locator('[data-hookline-popup] [role="dialog"]');
    await dialog.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await layout()).toEqual(before);

    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeCloseTo(800, 0);
    expect(box.height).toBeCloseTo(500, 0);
    const looks = await page.evaluate(() => {
      const shadow = document.querySelector('[data-hookline-popup]')!.shadowRoot!;
      const heading = getComputedStyle(shadow.querySelector('h2')!);
      const input = getComputedStyle(shadow.querySelector('input')!);
      const button = getComputedStyle(shadow.querySelector('button[type="submit"]')!);
      return {
        headingSize: heading.fontSize,
        family: heading.fontFamily,
        inputTransform: input.transform,
        buttonColor: button.color,
      };
    });
    expect(looks.headingSize).toBe('32px');
    expect(looks.family).not.toContain('serif;');
    expect(looks.inputTransform).toBe('none');
    expect(looks.buttonColor).toBe('rgb(255, 255, 255)');

    await dialog.locator('input[name="email"]').fill('jane@example.com');
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText('Thank you!').waitFor();
    await context.close();
  });

  test('works with the keyboard alone: focus to the first field after 2 s, Tab trapped, Escape closes', async () => {
    const content = formContent([
      { id: 'name', type: 'name', name: 'name', placeholder: 'Name', required: false },
      emailField(),
    ]);
    const { url } = await popupPage(stack, host, { content });
    // The 2 s are page time, which stands still while the test looks: a busy machine cannot use them up.
    const { page, dialog, context } = await openPopupPaused(browser, url);
    const focusedName = () =>
      page.evaluate(() => {
        const active = document.querySelector('[data-hookline-popup]')?.shadowRoot?.activeElement;
        return active
          ? active.getAttribute('name') || active.getAttribute('aria-label') || active.tagName
          : null;
      });
    expect(await focusedName()).not.toBe('name');
    await page.clock.runFor(4000);
    await page.clock.resume();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-hookline-popup]')?.shadowRoot?.activeElement?.getAttribute('name') ===
        'name',
      null,
      { timeout: 4000 },
    );
    const visited: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      visited.push(await focusedName());
    }
    expect(visited).toEqual(['email', 'BUTTON', 'Close', 'name']);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName()).toBe('Close');
    await page.keyboard.type('ignored');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });

  test('lays a Hebrew popup out right to left with Hebrew messages', async () => {
    const content = formContent([emailField({ placeholder: 'האימייל שלך' })], [], 'הצטרפו לרשימה');
    const { url } = await popupPage(stack, host, { content, lang: 'he' });
    const { dialog, context } = await openPopup(browser, url);
    expect(await dialog.getAttribute('dir')).toBe('rtl');
    expect(await dialog.getAttribute('lang')).toBe('he');
    const close = (await dialog.locator('button[aria-label="Close"]').boundingBox())!;
    const box = (await dialog.boundingBox())!;
    expect(close.x - box.x).toBeLessThan(box.width / 2);
    const input = dialog.locator('input[name="email"]');
    expect(await input.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await dialog.locator('button[type="submit"]').click();
    expect(await dialog.getByRole('alert').textContent()).toBe('יש למלא את השדה.');
    await input.fill('dana@example');
    await dialog.locator('button[type="submit"]').click();
    expect(await dialog.getByRole('alert').textContent()).toBe('יש שגיאות הקלדה באימייל');
    await context.close();
  });

  test('shakes an all-empty form and highlights the email field until the visitor types', async () => {
    const content = formContent([
      { id: 'name', type: 'name', name: 'name', placeholder: 'Name', required: true },
      emailField(),
    ]);
    const { url } = await popupPage(stack, host, { content });
    const { dialog, context } = await openPopup(browser, url);
    await dialog.locator('button[type="submit"]').click();
    // The submit check is its own chunk: the form shakes once it has answered.
    await dialog.locator('form.hl-shake').waitFor({ timeout: 15_000 });
    const email = dialog.locator('input[name="email"]');
    expect(await email.getAttribute('class')).toContain('hl-highlight');
    await email.type('j');
    expect(await email.getAttribute('class')).not.toContain('hl-highlight');
    await context.close();
  });
});
