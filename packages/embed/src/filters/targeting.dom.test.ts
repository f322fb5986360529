import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTargeting } from '@hookline/schema';
import { startPixel } from '../boot.ts';
import { CLIENT_ID, POPUP_ID, popupRecord } from '../testing/fixtures.ts';
import { fakeApi, fakeChunk, HOST, testPage, wait } from '../testing/pixel-harness.ts';
import { conversionKey, displayedKey } from '../visitor/keys.ts';

const pages: { close(): Promise<void> }[] = [];
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  await import('../chunks/filters.ts');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(pages.splice(0).map((page) => page.close()));
});

interface Visit {
  url?: string;
  userAgent?: string;
  referrer?: string;
  /** Local storage as earlier pages left it. */
  local?: Record<string, string>;
  /** Display rules besides the targeting. */
  rules?: Record<string, unknown>;
}

/**
 * One page view with a lightbox that opens at once and has this targeting; answers whether it
 * showed, and the local storage the page leaves for the next.
 */
async function shows(
  targeting: TTargeting,
  { url, userAgent, referrer, local = {}, rules = {} }: Visit = {},
) {
  const record = popupRecord({ triggers: { seconds_on_page: 0 }, display_rules: { ...rules, targeting } });
  const { chunk } = fakeChunk();
  const page = testPage({
    fetch: fakeApi([record]).fetch,
    chunk,
    url,
    userAgent,
    tag: `${HOST}/pixel.js?id=${CLIENT_ID}&noConflict`,
  });
  pages.push(page);
  if (referrer) Object.defineProperty(page.document, 'referrer', { value: referrer, configurable: true });
  for (const [key, value] of Object.entries(local)) page.env.localStorage!.setItem(key, value);
  startPixel(page.env, null);
  await wait(100);
  await vi.dynamicImportSettled();
  await wait(100);
  const storage = page.env.localStorage!;
  const left: Record<string, string> = {};
  for (let i = 0; i < (storage as Storage).length; i++) {
    const key = (storage as Storage).key(i)!;
    left[key] = storage.getItem(key)!;
  }
  return { shown: page.document.querySelector(`[data-hookline-popup="${POPUP_ID}"]`) !== null, left };
}

describe('targeting in the visitor script', () => {
  const offCart: TTargeting = {
    pages: {
      mode: 'any',
      rules: [
        { action: 'hide', match: 'starts_with', value: '/cart' },
        { action: 'hide', match: 'starts_with', value: '/checkout' },
      ],
    },
  };

  it.each([
    ['the home page', 'https://shop.example.com/', true],
    ['the cart', 'https://shop.example.com/cart', false],
    ['a checkout step', 'https://shop.example.com/checkout/payment', false],
  ])('page address: kept off the cart and checkout, shown on %s: %s', async (_name, url, expected) => {
    expect((await shows(offCart, { url })).shown).toBe(expected);
  });

  it('device: a phones-only popup shows on an iPhone, not on a desktop', async () => {
    expect((await shows({ devices: ['phone'] }, { userAgent: IPHONE })).shown).toBe(true);
    expect((await shows({ devices: ['phone'] })).shown).toBe(false);
  });

  it('referrer: a regular expression on where the visitor came from', async () => {
    const targeting: TTargeting = {
      referrer: [{ match: 'regex', value: '^https://(www\\.)?news\\.example/' }],
    };
    expect((await shows(targeting, { referrer: 'https://news.example/today' })).shown).toBe(true);
    expect((await shows(targeting, { referrer: 'https://other.example/' })).shown).toBe(false);
  });

  it('UTM: the landing page’s campaign', async () => {
    const targeting: TTargeting = { utm: [{ param: 'utm_campaign', match: 'contains', value: 'friday' }] };
    expect(
      (await shows(targeting, { url: 'https://shop.example.com/?utm_campaign=black-friday' })).shown,
    ).toBe(true);
    expect((await shows(targeting, { url: 'https://shop.example.com/?utm_campaign=spring' })).shown).toBe(
      false,
    );
  });

  it('returning visitors and a minimum of page views count the visitor’s earlier pages', async () => {
    const first = await shows({ min_page_views: 2 });
    expect(first.shown).toBe(false);
    expect((await shows({ min_page_views: 2 }, { local: first.left })).shown).toBe(true);
    expect((await shows({ visitor: 'returning' }, { local: first.left })).shown).toBe(false);
  });

  it('max shows per day: once a day, again after 86,400 s', async () => {
    const rule: TTargeting = { max_shows: { per: 'day', count: 1 } };
    const first = await shows(rule);
    expect(first.shown).toBe(true);
    const again = await shows(rule, { local: first.left });
    expect(again.shown).toBe(false);
    vi.advanceTimersByTime(86_400_000 - 1_000);
    expect((await shows(rule, { local: again.left })).shown).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect((await shows(rule, { local: again.left })).shown).toBe(true);
  });

  it('engagement with another popup: the visitor’s markers with it, as earlier pages left them', async () => {
    const other = 'otherpopup123';
    const rules = { engagement_with_other_poptin_filter: `show|converted|other|${other}` };
    const marker = JSON.stringify({ v: 'popup', e: Date.now() + 86_400_000 });
    expect((await shows({}, { rules })).shown).toBe(false);
    expect((await shows({}, { rules, local: { [displayedKey(other)]: marker } })).shown).toBe(false);
    expect((await shows({}, { rules, local: { [conversionKey(other)]: marker } })).shown).toBe(true);
    const unseen = { engagement_with_other_poptin_filter: `show|not_seen|other|${other}` };
    expect((await shows({}, { rules: unseen })).shown).toBe(true);
    expect((await shows({}, { rules: unseen, local: { [displayedKey(other)]: marker } })).shown).toBe(false);
  });
});
