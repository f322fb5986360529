import { describe, expect } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { eq, tables } from '@hookline/db';
import { test } from './support/fixtures.ts';
import { pageWithSnippet, type HostSite } from './support/host-page.ts';
import { pausedContext, runClockUntil } from './support/clock.ts';
import {
  DESKTOP,
  emailField,
  formContent,
  openPopup,
  openPopupPaused,
  popupPage,
  type SiteWithPopup,
} from './support/render-popups.ts';
import { eventually, type Stack } from './support/stack.ts';

/** The flow after a popup shows (spec section 4): coupon, countdown, closing ways, thank-you, redirect, the conversion. */
describe.concurrent('popup flow', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const closesOf = (site: SiteWithPopup) =>
    stack.database.db.select().from(tables.closes).where(eq(tables.closes.popupId, site.popup.id));
  const conversionsOf = (site: SiteWithPopup) =>
    stack.database.db.select().from(tables.conversions).where(eq(tables.conversions.popupId, site.popup.id));
  const submit = (dialog: Locator) => dialog.locator('button[type="submit"]').click();

  test('copies the coupon code and says Copied for 500 ms, then fades out; an empty code shows nothing', async () => {
    const content = formContent(
      [emailField()],
      [
        { type: 'coupon', code: 'BREAD10' },
        { type: 'coupon', code: '' },
      ],
    );
    const site = await popupPage(stack, host, { content });
    // On a paused clock the tooltip stays until the test runs the clock on: it lives 800 ms, which a
    // busy machine spent before the test could read it.
    const context = await pausedContext(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.origin });
    // The system clipboard is shared by every browser on the machine (tests run in parallel), so the
    // page records what it was asked to copy, then copies it for real.
    await context.addInitScript(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      (window as unknown as { copied: string[] }).copied = [];
      clipboard.writeText = (text: string) => {
        (window as unknown as { copied: string[] }).copied.push(text);
        return write(text);
      };
    });
    const page = await context.newPage();
    await page.goto(site.url);
    const dialog = page.locator('[data-hookline-popup] [role="dialog"]');
    await runClockUntil(page, () => dialog.isVisible());
    expect(await dialog.locator('.hl-coupon').count()).toBe(1);
    await dialog.locator('.hl-coupon').click();
    const tip = dialog.locator('.hl-tooltip');
    expect(await tip.textContent()).toBe('Copied');
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
      'BREAD10',
    ]);
    await page.clock.runFor(3000);
    await tip.waitFor({ state: 'detached', timeout: 3000 });
    // Timed in the page, where test-runner latency does not blur it (the clock runs on by itself again).
    await page.clock.resume();
    const times = await page.evaluate(
      () =>
        new Promise<Record<string, number>>((resolve) => {
          const shadow = document.querySelector('[data-hookline-popup]')!.shadowRoot!;
          const start = performance.now();
          const seen: Record<string, number> = {};
          const observer = new MutationObserver(() => {
            const shown = shadow.querySelector('.hl-tooltip');
            if (shown && seen.shown === undefined) seen.shown = performance.now() - start;
            if (shown?.classList.contains('hl-fading') && seen.fading === undefined)
              seen.fading = performance.now() - start;
            if (!shown && seen.shown !== undefined) {
              seen.gone = performance.now() - start;
              observer.disconnect();
              resolve(seen);
            }
          });
          observer.observe(shadow, { subtree: true, childList: true, attributes: true });
          shadow.querySelector<HTMLElement>('.hl-coupon')!.click();
        }),
    );
    // Times count from just before the click, which starts the tooltip's timers: timers never fire
    // early, so these bounds hold however late a busy machine lets the observer see each step (timed
    // from when it was seen, a run once came out at 778 ms).
    expect(times.shown).toBeDefined();
    expect(times.fading!).toBeGreaterThanOrEqual(500);
    // Its whole life: 500 ms shown, then 300 ms fading.
    expect(times.gone!).toBeGreaterThanOrEqual(800);
    await context.close();
  });

  test('says Copied in Hebrew for Hebrew popups', async () => {
    const site = await popupPage(stack, host, {
      content: formContent([emailField()], [{ type: 'coupon', code: 'לחם' }]),
      lang: 'he',
    });
    const { dialog, context } = await openPopupPaused(browser, site.url);
    await dialog.locator('.hl-coupon').click();
    expect(await dialog.locator('.hl-tooltip').textContent()).toBe('הועתק');
    await context.close();
  });

  test('closes the popup with trigger timer when its countdown runs out', async () => {
    const site = await popupPage(stack, host, {
      content: formContent([emailField()], [{ type: 'countdown' }]),
      designProperties: { timer_ver: 1, timer: { minutes: 0, seconds: 2 } },
    });
    // On a paused clock: a busy machine cannot spend the 2 s before the test reads the timer.
    const { page, dialog, context } = await openPopupPaused(browser, site.url);
    const timer = dialog.locator('[role="timer"]');
    await runClockUntil(page, () => timer.isVisible());
    expect(Number(await timer.getAttribute('data-countdown'))).toBeLessThanOrEqual(2);
    await page.clock.runFor(3000);
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    const close = await eventually(async () => (await closesOf(site))[0]);
    expect(close.closeTrigger).toBe('timer');
    await context.close();
  });

  test('closes the thank-you screen after its seconds and sends no close event for a converted popup', async () => {
    const site = await popupPage(stack, host, {
      content: formContent([emailField()]),
      designProperties: {
        poptin_design_thank_screen_auto_close: true,
        poptin_design_thank_screen_auto_close_sec: 1,
      },
    });
    // Timed in page time, on a paused clock run on a frame at a time: a busy machine cannot stretch it.
    const { page, dialog, context } = await openPopupPaused(browser, site.url);
    const closeEvents: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/display/closed/')) closeEvents.push(request.url());
    });
    await dialog.locator('input[name="email"]').fill('ann@example.com');
    const timed = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const shadow = document.querySelector('[data-hookline-popup]')!.shadowRoot!;
          let thanked = 0;
          const check = () => {
            if (!thanked && shadow.querySelector('[role="status"]')) thanked = performance.now();
            if (thanked && !shadow.querySelector('[role="dialog"]')) {
              observer.disconnect();
              resolve(performance.now() - thanked);
            }
          };
          const observer = new MutationObserver(check);
          observer.observe(shadow, { subtree: true, childList: true });
          shadow.querySelector<HTMLElement>('button[type="submit"]')!.click();
        }),
    );
    let settled = false;
    const settle = () => void (settled = true);
    timed.then(settle, settle);
    await runClockUntil(page, async () => settled);
    const shownFor = await timed;
    await page.clock.resume();
    // One second of thank-you screen, then the fast fade; the host keeps the submitted marker.
    expect(shownFor).toBeGreaterThanOrEqual(950);
    expect(shownFor).toBeLessThan(2500);
    expect(
      await page.locator('[data-hookline-popup]').getAttribute('data-hookline-submitted', { timeout: 1000 }),
    ).toBe('');
    await eventually(async () => ((await conversionsOf(site)).length > 0 ? true : undefined));
    // The popup is gone: its close, which sends a close event as it starts, is over; none was sent.
    expect(closeEvents).toEqual([]);
    expect(await closesOf(site)).toHaveLength(0);
    await context.close();
  });

  test('redirects after the conversion with the form data and the placeholders filled', async () => {
    host.page('/thanks', '<!doctype html><title>Thanks</title><h1>Thanks</h1>');
    const site = await popupPage(stack, host, {
      content: formContent([emailField(), { id: 'name', type: 'name', name: 'name', placeholder: 'Name' }]),
      designProperties: {
        poptin_design_redirect: true,
        poptin_design_redirect_url: `${host.origin}/thanks?from={path_url}`,
        poptin_design_redirect_send_form_data: true,
      },
    });
    const { page, dialog, context } = await openPopup(browser, site.url);
    await dialog.locator('input[name="email"]').fill('ann@example.com');
    await dialog.locator('input[name="name"]').fill('Ann Lee');
    await submit(dialog);
    await page.waitForURL(/\/thanks\?/, { timeout: 5000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe(new URL(site.url).pathname);
    expect(url.searchParams.get('email')).toBe('ann@example.com');
    expect(url.searchParams.get('name')).toBe('Ann Lee');
    await eventually(async () => ((await conversionsOf(site)).length > 0 ? true : undefined));
    expect(await closesOf(site)).toHaveLength(0);
    await context.close();
  });

  test('sends every field of the conversion payload', async () => {
    const content = formContent(
      [
        { id: 'first', type: 'first_name', name: 'first_name', placeholder: 'First name', required: true },
        { id: 'last', type: 'last_name', name: 'last_name', placeholder: 'Last name' },
        emailField(),
        {
          id: 'phone',
          type: 'phone',
          name: 'phone',
          placeholder: 'Phone',
          phone_validation: 'international',
        },
        { id: 'consent', type: 'consent', name: 'consent', placeholder: 'I agree', required: true },
        { id: 'utm', type: 'custom', name: 'UTM_source', placeholder: 'Source' },
        { id: 'plan', type: 'hidden', name: 'plan', placeholder: '', default_value: 'gold' },
      ],
      [{ type: 'coupon', code: 'BREAD10' }],
    );
    const site = await popupPage(stack, host, { content });
    host.page('/landing', pageWithSnippet(stack.snippet(site.site.clientId)));
    const context = await browser.newContext({ ...DESKTOP, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${host.origin}/landing`);
    await page.locator('[data-hookline-popup] [role="dialog"]').waitFor({ timeout: 15_000 });
    const viewed = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/display/viewed/${site.popup.publicId}`) &&
        (JSON.parse(response.request().postData() ?? '{}') as { url?: string }).url === site.url,
    );
    await page.goto(site.url);
    const dialog = page.locator('[data-hookline-popup] [role="dialog"]');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.locator('select[data-phone-country="phone"]').waitFor({ timeout: 5000 });
    await viewed; // the viewed answer brings the view id
    await dialog.locator('input[name="first_name"]').fill('Ann');
    await dialog.locator('input[name="last_name"]').fill('Lee');
    await dialog.locator('input[name="email"]').fill('ann@example.com');
    await dialog.locator('input[name="phone"]').fill('(415) 555-2671');
    await dialog.locator('input[name="consent"]').check();
    await dialog.locator('input[name="UTM_source"]').fill('newsletter');
    await submit(dialog);
    await dialog.getByText('Thank you!').waitFor();
    const lead = await eventually(async () => (await conversionsOf(site))[0]);
    const payload = lead.payload as Record<string, string>;
    expect(payload).toMatchObject({
      url: site.url,
      p_target: 'lead',
      checkbox_checked: 'true',
      previous_url: `${host.origin}/landing`,
      trigger: 'seconds',
      poptin_id: site.popup.publicId,
      title: 'Bakery',
      client_id: site.site.clientId,
      visitor: 'desktop',
      origin_landing_page: `${host.origin}/landing`,
      browser_language: 'en-GB',
      operating_system: 'Linux',
      coupon: 'BREAD10',
      email: 'ann@example.com',
      first_name: 'Ann',
      last_name: 'Lee',
      name: 'Ann Lee',
      phone: '+14155552671',
      consent: 'on',
      plan: 'gold',
    });
    for (const key of [
      'referrer',
      'previous_visited_pages',
      'previous_visited_pages_with_current',
      'previous_visited_pages_with_time',
      'previous_visited_pages_all',
      'poptin_view_id',
      'conversion_key',
    ]) {
      expect(payload, key).toHaveProperty(key);
    }
    expect(payload.previous_visited_pages_with_current).toContain('/landing');
    expect(payload.poptin_view_id).toMatch(/^\d+$/);
    expect(JSON.parse(payload.newExtraFields!)).toEqual([
      { id: 'utm', type: 'custom', name: 'UTM_source', placeholder: 'Source', value: 'newsletter' },
    ]);
    await context.close();
  });

  test('counts a conversion from a close button, sent as extra_button, without a close event', async () => {
    const content = formContent(
      [emailField({ required: false })],
      [{ type: 'button', label: 'No thanks, just browsing', action: 'close', count_conversion: true }],
    );
    const site = await popupPage(stack, host, { content });
    const { dialog, context } = await openPopup(browser, site.url);
    await dialog.getByRole('button', { name: 'No thanks, just browsing' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    const lead = await eventually(async () => (await conversionsOf(site))[0]);
    expect(lead.payload).toMatchObject({ extra_button: 'No thanks, just browsing' });
    expect(await closesOf(site)).toHaveLength(0);
    await context.close();
  });

  test('counts the Skip button down, disabled until 0, and lets Escape work it only then', async () => {
    const site = await popupPage(stack, host, {
      content: formContent([emailField()]),
      designProperties: {
        poptin_design_close_options_type: 'closing_options-button',
        poptin_design_show_x_after_sec: 4,
      },
    });
    // The countdown moves in page time, which stands still while the test looks.
    const { page, dialog, context } = await openPopupPaused(browser, site.url);
    const skip = dialog.locator('[data-skip]');
    expect(await skip.textContent()).toMatch(/^Skip \([1-4]\)$/);
    expect(await skip.isDisabled()).toBe(true);
    expect(await dialog.locator('button[aria-label="Close"]').count()).toBe(0);
    await page.clock.runFor(900);
    await page.keyboard.press('Escape');
    await page.clock.runFor(100);
    expect(await dialog.isVisible()).toBe(true);
    await runClockUntil(page, async () => (await skip.textContent()) === 'Skip');
    expect(await skip.isDisabled()).toBe(false);
    await page.clock.resume();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 3000 });
    const close = await eventually(async () => (await closesOf(site))[0]);
    expect(close.closeTrigger).toBe('cancel_click');
    await context.close();
  });

  test('closes by itself with auto_close, on a backdrop click with bg_click, and not at all under a content lock', async () => {
    const auto = await popupPage(stack, host, {
      content: formContent([emailField()]),
      designProperties: { poptin_design_auto_close: true, poptin_design_auto_close_sec: 1 },
    });
    // The second is page time: the popup is still there 800 ms on (900 at most since it showed), and
    // gone once the clock passes 1 s.
    const first = await openPopupPaused(browser, auto.url);
    await first.page.clock.runFor(800);
    expect(await first.dialog.isVisible()).toBe(true);
    await runClockUntil(first.page, async () => (await first.dialog.count()) === 0);
    expect((await eventually(async () => (await closesOf(auto))[0])).closeTrigger).toBe('auto_close');
    await first.context.close();

    const outside = await popupPage(stack, host, {
      content: formContent([emailField()]),
      designProperties: { poptin_design_close_on_screen_click: true },
    });
    const second = await openPopup(browser, outside.url);
    await second.page.mouse.click(20, 20);
    await second.dialog.waitFor({ state: 'detached', timeout: 3000 });
    expect((await eventually(async () => (await closesOf(outside))[0])).closeTrigger).toBe('bg_click');
    await second.context.close();

    const locked = await popupPage(stack, host, {
      content: formContent([emailField()]),
      designProperties: { poptin_design_content_lock: true, poptin_design_close_on_screen_click: true },
    });
    // Past the 800 ms from which Escape closes other popups, in page time; then long enough for a
    // close to have faded out.
    const third = await openPopupPaused(browser, locked.url);
    await third.page.clock.runFor(900);
    expect(await third.dialog.locator('button[aria-label="Close"]').count()).toBe(0);
    await third.page.keyboard.press('Escape');
    await third.page.mouse.click(20, 20);
    await third.page.clock.runFor(500);
    expect(await third.dialog.isVisible()).toBe(true);
    await third.context.close();
  });

  test('shows the close X only after poptin_design_show_x_after_sec, with its note', async () => {
    const site = await popupPage(stack, host, {
      content: formContent([emailField()]),
      designProperties: { poptin_design_show_x_after_sec: 1, poptin_design_show_x_comment: 'Maybe later' },
    });
    // The second before the X shows is page time, which stands still while the test looks.
    const { page, dialog, context } = await openPopupPaused(browser, site.url);
    expect(await dialog.locator('button[aria-label="Close"]').count()).toBe(0);
    const close = dialog.locator('button[aria-label="Close"]');
    await page.clock.runFor(3000);
    await close.waitFor({ timeout: 3000 });
    const size = (await close.boundingBox())!;
    expect([size.width, size.height]).toEqual([44, 44]);
    expect(await dialog.locator('.hl-note').textContent()).toBe('Maybe later');
    await context.close();
  });

  test('fills dynamic text tags (not for freemium accounts) and sanitises custom HTML', async () => {
    const content = {
      version: 1 as const,
      main: {
        blocks: [
          { type: 'heading' as const, text: 'Hi {{query:name|friend}}, {{year}}', level: 2 as const },
          {
            type: 'html',
            html: '<p class="promo">Fresh <b>bread</b></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
          },
          { type: 'fields', fields: [emailField()] },
          { type: 'button', label: 'Send', action: 'submit' },
        ],
      },
    };
    const paid = await popupPage(stack, host, { content }, { freemium: false });
    const first = await openPopup(browser, `${paid.url}?name=Ann`);
    expect(await first.dialog.locator('h2').textContent()).toBe(`Hi Ann, ${new Date().getFullYear()}`);
    await first.dialog.locator('.promo').waitFor();
    expect(await first.dialog.locator('.hl-html').innerHTML()).not.toMatch(/onerror|script/);
    expect(
      await first.page.evaluate(() => (window as unknown as { hacked?: number }).hacked),
    ).toBeUndefined();
    expect(await first.dialog.locator('.hl-credit').count()).toBe(0);
    await first.context.close();

    const freemium = await popupPage(stack, host, { content });
    const second = await openPopup(browser, `${freemium.url}?name=Ann`);
    expect(await second.dialog.locator('h2').textContent()).toBe('Hi {{query:name|friend}}, {{year}}');
    expect(await second.dialog.locator('.hl-credit').textContent()).toBe('Powered by Hookline');
    await second.context.close();
  });

  test('shows the teaser tab after the popup closes, and the tab opens the popup again', async () => {
    const site = await popupPage(stack, host, {
      content: formContent([emailField()]),
      isTeasersOn: true,
      designProperties: {
        poptin_design_teaser_mode: 'after_close',
        poptin_design_teaser_text: 'Get 10% off',
      },
    });
    const { page, dialog, context } = await openPopup(browser, site.url);
    await dialog.locator('button[aria-label="Close"]').click();
    const tab = page.locator('[data-hookline-teaser] .hl-teaser');
    await tab.waitFor({ timeout: 3000 });
    expect(await tab.textContent()).toBe('Get 10% off');
    await tab.click();
    await page.locator('[data-hookline-popup] [role="dialog"]').waitFor({ timeout: 3000 });
    await context.close();
  });

  test('lets the visitor drag a draggable popup by its background', async () => {
    const site = await popupPage(stack, host, {
      content: formContent([emailField()]),
      designProperties: { poptin_design_draggable: true },
    });
    const { page, dialog, context } = await openPopup(browser, site.url);
    const before = (await dialog.boundingBox())!;
    await page.mouse.move(before.x + 20, before.y + before.height - 15);
    await page.mouse.down();
    await page.mouse.move(before.x + 120, before.y + before.height - 75, { steps: 5 });
    await page.mouse.up();
    const after = (await dialog.boundingBox())!;
    expect(after.x - before.x).toBeCloseTo(100, 0);
    expect(after.y - before.y).toBeCloseTo(-60, 0);
    await context.close();
  });
});
