import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { addPopup } from '@hookline/db';
import { ZDisplayResponse, ZPreviewLinkResponse } from '@hookline/schema';
import { formBody } from '../testing.ts';
import { adminSuite } from './testing.ts';
import { previewAddress } from './preview-routes.ts';

/** "Preview on my site" (issue 26): a one-time link the visitor script exchanges in its display call. */
adminSuite('preview on my site', (suite) => {
  let paused: Awaited<ReturnType<typeof addPopup>>;
  beforeAll(async () => {
    // The previewed popup is paused; the site's active lightbox must not show beside it.
    paused = await addPopup(suite.database.db, suite.owner, { name: 'Spin to win', status: 'paused' });
  });
  afterEach(() => vi.useRealTimers());

  const link = async (popupId = paused.publicId) => {
    const response = await suite.call('POST', `/api/admin/popups/${popupId}/preview-link`);
    expect(response.statusCode).toBe(200);
    return ZPreviewLinkResponse.parse(response.json());
  };
  const display = async (preview: string, clientId = suite.owner.site.clientId) => {
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/display/${clientId}`,
      ...formBody({ domain: 'localhost', preview_poptin_id: preview }),
    });
    expect(response.statusCode).toBe(200);
    return ZDisplayResponse.parse(response.json());
  };
  const KEY_A = 'browserAkey_0123456789';
  const KEY_B = 'browserBkey_0123456789';

  it('answers the site’s address with a token, on http for a local host and https otherwise', async () => {
    const { url, token, expires_at } = await link();
    expect(url).toBe(`http://localhost/?hookline_preview=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(previewAddress(['*.shop.example.com', 'x.example'])).toBe('https://shop.example.com/');
    expect(previewAddress([])).toBeNull();
  });

  it('shows the previewed popup alone, paused as it is, to the browser that opened the link first, again on reload', async () => {
    const { token } = await link();
    const first = await display(`${token}.${KEY_A}`);
    expect(first.display).toBe(true);
    expect(first.poptins.map((popup) => popup.poptin_id)).toEqual([paused.publicId]);
    const reload = await display(`${token}.${KEY_A}`);
    expect(reload.poptins.map((popup) => popup.poptin_id)).toEqual([paused.publicId]);
  });

  it('refuses the token in a second browser: it is single use', async () => {
    const { token } = await link();
    await display(`${token}.${KEY_A}`);
    const other = await display(`${token}.${KEY_B}`);
    expect(other).toMatchObject({ display: false, poptins: [] });
    expect(other.message).toMatch(/already opened in another browser/);
  });

  it('refuses a token opened after 10 minutes', async () => {
    const { token } = await link();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
    const late = await display(`${token}.${KEY_A}`);
    expect(late).toMatchObject({ display: false, poptins: [] });
    expect(late.message).toMatch(/expired/);
  });

  it('refuses a token on another site, and a link for another account’s popup', async () => {
    const { token } = await link();
    const elsewhere = await display(`${token}.${KEY_A}`, suite.other.site.clientId);
    expect(elsewhere.message).toMatch(/not for this site/);
    expect(elsewhere.poptins).toEqual([]);
    const theirs = await suite.call('POST', `/api/admin/popups/${suite.other.popup.publicId}/preview-link`);
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a made-up token', async () => {
    const made = await display(`${'x'.repeat(32)}.${KEY_A}`);
    expect(made).toMatchObject({ display: false, poptins: [] });
  });

  it('is a state-changing call: refused without the dashboard’s request header', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/admin/popups/${paused.publicId}/preview-link`,
      headers: { cookie: suite.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
