import { describe, expect } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { eq, tables } from '@hookline/db';
import { test } from './support/fixtures.ts';
import type { HostSite } from './support/host-page.ts';
import { emailField, formContent, openPopup, popupPage } from './support/render-popups.ts';
import { eventually, type Stack } from './support/stack.ts';

/** Every email and phone validation mode with its messages (spec section 5), in Chromium. */
describe.concurrent('email and phone fields', () => {
  let stack: Stack;
  let host: HostSite;
  let browser: Browser;

  test.beforeAll(({ stack: s, hostSite, browser: b }) => {
    [stack, host, browser] = [s, hostSite, b];
  });

  const submit = async (dialog: Locator) => dialog.locator('button[type="submit"]').click();
  const alertText = (dialog: Locator) => dialog.getByRole('alert').first().textContent();
  const thanked = (dialog: Locator) => dialog.getByText('Thank you!').waitFor({ timeout: 5000 });

  test('check-typos: refuses typos, suggests a fix taken with the right arrow, gone after 3 s', async () => {
    const { url } = await popupPage(stack, host, {
      content: formContent([emailField({ email_validation: 'check-typos' })]),
    });
    const { page, dialog, context } = await openPopup(browser, url);
    const email = dialog.locator('input[name="email"]');
    await email.fill('jane@example');
    await submit(dialog);
    expect(await alertText(dialog)).toBe('There are typos in the email');
    await email.fill('');
    await email.type('jane@gmial.com');
    const suggestion = dialog.locator('button.hl-suggestion');
    expect(await suggestion.textContent()).toBe('Did you mean jane@gmail.com?');
    await page.keyboard.press('ArrowRight');
    expect(await email.inputValue()).toBe('jane@gmail.com');
    await email.type('x');
    await email.press('Backspace');
    await email.fill('ann@hotmial.com');
    await email.type(' ');
    await suggestion.waitFor({ state: 'visible' });
    await suggestion.waitFor({ state: 'detached', timeout: 4500 });
    await context.close();
  });

  test('business-email: refuses free-mail domains from the served list, accepts a company address', async () => {
    const { url } = await popupPage(stack, host, {
      content: formContent([emailField({ email_validation: 'business-email' })]),
    });
    const list = await fetch(`${stack.origin}/api/display/free-email-domains`);
    expect(list.headers.get('content-type')).toContain('text/plain');
    expect((await list.text()).split('\n')).toContain('gmail.com');
    const { dialog, context } = await openPopup(browser, url);
    const email = dialog.locator('input[name="email"]');
    await email.fill('jane@gmail.com');
    await submit(dialog);
    expect(await alertText(dialog)).toBe('Only business emails are allowed');
    await email.fill('jane@');
    await submit(dialog);
    await thanked(dialog);
    await context.close();
  });

  test('typos-business: both checks; no-validation: anything goes', async () => {
    const both = await popupPage(stack, host, {
      content: formContent([emailField({ email_validation: 'typos-business' })]),
    });
    const first = await openPopup(browser, both.url);
    const email = first.dialog.locator('input[name="email"]');
    await email.fill('jane@');
    await submit(first.dialog);
    expect(await alertText(first.dialog)).toBe('There are typos in the email');
    await email.fill('jane@yahoo.com');
    await submit(first.dialog);
    expect(await alertText(first.dialog)).toBe('Only business emails are allowed');
    await email.fill('jane@acme-bakery.com');
    await submit(first.dialog);
    await thanked(first.dialog);
    await first.context.close();

    const loose = await popupPage(stack, host, {
      content: formContent([emailField({ email_validation: 'no-validation' })]),
    });
    const second = await openPopup(browser, loose.url);
    await second.dialog.locator('input[name="email"]').fill('not an email');
    await submit(second.dialog);
    await thanked(second.dialog);
    await second.context.close();
  });

  test('switches business validation off when the domain list fails to load (spec section 8)', async () => {
    const { url } = await popupPage(stack, host, {
      content: formContent([emailField({ email_validation: 'business-email' })]),
    });
    const context = await browser.newContext();
    await context.route('**/api/display/free-email-domains', (route) => route.abort('failed'));
    const page = await context.newPage();
    await page.goto(url);
    const dialog = page.locator('[data-hookline-popup] [role="dialog"]');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.locator('input[name="email"]').fill('jane@gmail.com');
    await submit(dialog);
    await thanked(dialog);
    await context.close();
  });

  const phone = (mode: string, required = true) =>
    formContent([
      { id: 'phone', type: 'phone', name: 'phone', placeholder: 'Phone', required, phone_validation: mode },
    ]);

  test('basic: strips other characters while typing, at most 15; pattern: 7 to 15 digits', async () => {
    const basic = await popupPage(stack, host, { content: phone('basic') });
    const first = await openPopup(browser, basic.url);
    const input = first.dialog.locator('input[name="phone"]');
    await input.type('+1 (555) abc 123-4567 999');
    expect(await input.inputValue()).toBe('+1 (555)  123-4');
    await submit(first.dialog);
    await thanked(first.dialog);
    await first.context.close();

    const pattern = await popupPage(stack, host, { content: phone('pattern') });
    const second = await openPopup(browser, pattern.url);
    const digits = second.dialog.locator('input[name="phone"]');
    await digits.fill('555-123');
    await submit(second.dialog);
    expect(await alertText(second.dialog)).toBe(
      'Please enter 7 to 15 digits and avoid using letters or symbols',
    );
    await digits.fill('5551234');
    await submit(second.dialog);
    await thanked(second.dialog);
    await second.context.close();
  });

  test('advanced (Israeli): prefixes and lengths, with the Hebrew message', async () => {
    const { url } = await popupPage(stack, host, { content: phone('advanced') });
    const { dialog, context } = await openPopup(browser, url);
    const input = dialog.locator('input[name="phone"]');
    await input.type('050--12a3456');
    expect(await input.inputValue()).toBe('050-123456');
    await submit(dialog);
    expect(await alertText(dialog)).toBe('מספר הטלפון שגוי');
    await input.fill('050-1234567');
    await submit(dialog);
    await thanked(dialog);
    await context.close();
  });

  test('international: a country picker starting at the visitor country (us), its messages, and the number sent in international form', async () => {
    const site = await popupPage(stack, host, { content: phone('international') });
    const { dialog, context } = await openPopup(browser, site.url);
    const country = dialog.locator('select[data-phone-country="phone"]');
    await country.waitFor({ timeout: 5000 });
    expect(await country.inputValue()).toBe('us');
    const input = dialog.locator('input[name="phone"]');
    await submit(dialog);
    expect(await alertText(dialog)).toBe('Please enter a valid phone number');
    await input.fill('415 555');
    await submit(dialog);
    expect(await alertText(dialog)).toBe('Invalid number - please try again');
    await country.selectOption('gb');
    await input.fill('020 7946 0958');
    await submit(dialog);
    await thanked(dialog);
    const lead = await eventually(async () => {
      const [row] = await stack.database.db
        .select()
        .from(tables.conversions)
        .where(eq(tables.conversions.popupId, site.popup.id));
      return row;
    });
    expect(lead.fields).toMatchObject({ phone: '+442079460958' });
    await context.close();
  });

  test('international in Hebrew, and no longer required when the phone script fails (spec section 8)', async () => {
    const hebrew = await popupPage(stack, host, { content: phone('international'), lang: 'he' });
    const first = await openPopup(browser, hebrew.url);
    await first.dialog.locator('select[data-phone-country="phone"]').waitFor({ timeout: 5000 });
    await first.dialog.locator('input[name="phone"]').fill('12');
    await submit(first.dialog);
    expect(await alertText(first.dialog)).toBe('מספר לא תקין – יש לנסות שוב.');
    await first.context.close();

    const failing = await popupPage(stack, host, { content: phone('international') });
    const context = await browser.newContext();
    await context.route('**/embed/phone-*.js', (route) => route.abort('failed'));
    const page = await context.newPage();
    // The popup asks for the phone script 500 ms after it shows; a submit from then on waits for it.
    const phoneScript = page.waitForRequest((request) => /\/embed\/phone-[^/]+\.js$/.test(request.url()));
    await page.goto(failing.url);
    const dialog = page.locator('[data-hookline-popup] [role="dialog"]');
    await dialog.waitFor({ timeout: 15_000 });
    await phoneScript;
    await submit(dialog);
    await thanked(dialog);
    await context.close();
  });
});
