import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_COOKIES,
  attributionSettings,
  checkoutFields,
  decode,
  trackPageView,
  trafficSource,
} from './attribution.ts';

const settings = attributionSettings(6, 30);
const now = new Date('2026-05-01T10:00:00Z');
const visit = (url: string, referrer = '') => ({
  url: new URL(url),
  referrer,
  now,
  userAgent: 'Test/1.0',
  random: () => 0.5,
});
const asCookies = (writes: { name: string; value: string }[], base: Record<string, string> = {}) => ({
  ...base,
  ...Object.fromEntries(writes.map((w) => [w.name, w.value])),
});

describe('attribution settings', () => {
  it.each([
    [6, 30, 6 * 30 * 24 * 60, 30],
    [1, 10, 30 * 24 * 60, 10],
    ['x', -1, 6 * 30 * 24 * 60, 30],
    [undefined, Number.NaN, 6 * 30 * 24 * 60, 30],
  ])('months %s and session %s give %s and %s minutes', (months, session, lifetime, sessionMinutes) => {
    expect(attributionSettings(months, session)).toEqual({ lifetimeMinutes: lifetime, sessionMinutes });
  });
});

describe('traffic source', () => {
  it.each([
    ['https://shop.test/?utm_source=news&utm_medium=email&utm_campaign=spring', '', 'utm', 'news'],
    ['https://shop.test/', 'https://www.google.com/search?q=mug', 'organic', 'google'],
    ['https://shop.test/', 'https://blog.example.org/post', 'referral', 'blog.example.org'],
    ['https://shop.test/', '', 'typein', '(direct)'],
  ])('%s from %s is %s / %s', (url, referrer, typ, src) => {
    expect(trafficSource(new URL(url), referrer, false)).toMatchObject({ typ, src });
  });

  it('an internal page view in a live session brings no new source', () => {
    expect(trafficSource(new URL('https://shop.test/cart'), 'https://shop.test/shop', true)).toBeNull();
  });
});

describe('trackPageView', () => {
  it('records the utm landing as current and first, then counts pages without replacing it', () => {
    const landing = trackPageView({}, visit('https://shop.test/?utm_source=news&utm_medium=email'), settings);
    const afterLanding = asCookies(landing);
    expect(decode(afterLanding[ATTRIBUTION_COOKIES.first])).toMatchObject({
      typ: 'utm',
      src: 'news',
      mdm: 'email',
    });
    expect(decode(afterLanding[ATTRIBUTION_COOKIES.promo]).code).toBe('550000');
    expect(landing.find((w) => w.name === ATTRIBUTION_COOKIES.session)!.maxAgeMinutes).toBe(30);
    expect(landing.find((w) => w.name === ATTRIBUTION_COOKIES.current)!.maxAgeMinutes).toBe(259200);

    const next = asCookies(
      trackPageView(afterLanding, visit('https://shop.test/cart', 'https://shop.test/'), settings),
      afterLanding,
    );
    const fields = checkoutFields(next);
    expect(fields).toMatchObject({
      source_type: 'utm',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: '(none)',
      session_pages: '2',
      session_count: '1',
      session_entry: 'https://shop.test/?utm_source=news&utm_medium=email',
      user_agent: 'Test/1.0',
    });
  });

  it('keeps a known source when a later visit comes direct', () => {
    const first = asCookies(
      trackPageView({}, visit('https://shop.test/', 'https://www.bing.com/'), settings),
    );
    delete (first as Record<string, string>)[ATTRIBUTION_COOKIES.session];
    const later = asCookies(trackPageView(first, visit('https://shop.test/'), settings), first);
    expect(checkoutFields(later)).toMatchObject({
      source_type: 'organic',
      utm_source: 'bing',
      session_count: '2',
    });
  });
});
