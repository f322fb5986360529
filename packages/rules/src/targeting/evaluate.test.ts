import { describe, expect, it } from 'vitest';
import type { TTargeting } from '@hookline/schema';
import { usesPageFilters } from '../display-gate.ts';
import {
  customerRecordsOf,
  popupsTargetedByServer,
  serverTargetingRefusal,
  visitorTargetingRefusal,
  type VisitorTargetingFacts,
} from './evaluate.ts';

const NOW = Date.UTC(2026, 10, 25, 12); // a Wednesday, noon UTC
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const facts: VisitorTargetingFacts = {
  url: 'https://shop.example/blog/post',
  userAgent: DESKTOP,
  maxTouchPoints: 0,
  language: 'en-US',
  referrer: 'https://www.google.com/',
  landingPage: 'https://shop.example/?utm_source=newsletter',
  visit: 2,
  pageViews: 7,
  now: NOW,
  history: null,
  shows: null,
};

describe('visitorTargetingRefusal', () => {
  it.each<[string, TTargeting, Partial<VisitorTargetingFacts>, string | null]>([
    ['no targeting', {}, {}, null],
    [
      'a page rule',
      { pages: { mode: 'any', rules: [{ action: 'hide', match: 'starts_with', value: '/blog' }] } },
      {},
      'pages',
    ],
    ['a device', { devices: ['phone'] }, {}, 'devices'],
    ['a browser', { browsers: ['chrome'] }, {}, null],
    ['an operating system', { os: ['macos', 'ios'] }, {}, 'os'],
    ['a language', { languages: ['he'] }, {}, 'languages'],
    ['a referrer', { referrer: [{ match: 'contains', value: 'google' }] }, {}, null],
    ['a traffic source', { traffic_source: ['external'] }, {}, 'traffic_source'],
    ['a UTM rule', { utm: [{ param: 'utm_source', match: 'equals', value: 'ads' }] }, {}, 'utm'],
    ['new visitors only, on a second visit', { visitor: 'new' }, {}, 'visitor'],
    ['returning visitors, on a first visit', { visitor: 'returning' }, { visit: 1 }, 'visitor'],
    ['minimum page views', { min_page_views: 8 }, {}, 'min_page_views'],
    ['minimum sessions', { min_sessions: 2 }, {}, null],
    ['a visitor-time schedule', { schedule: { zone: 'visitor', end: '2020-01-01T00:00' } }, {}, 'schedule'],
    [
      'a site-time schedule is the server’s',
      { schedule: { zone: 'site', end: '2020-01-01T00:00' } },
      {},
      null,
    ],
    ['a country is the server’s', { countries: { mode: 'in', codes: ['IL'] } }, {}, null],
    [
      'max shows per day',
      { max_shows: { per: 'day', count: 1 } },
      { shows: { count: 1, since: NOW, last: NOW } },
      'max_shows',
    ],
    ['the first refusal in editor order', { devices: ['phone'], languages: ['he'] }, {}, 'devices'],
  ])('%s', (_name, targeting, more, expected) => {
    expect(visitorTargetingRefusal(targeting, { ...facts, ...more })).toBe(expected);
  });
});

describe('serverTargetingRefusal', () => {
  const server = { countryCode: 'IL', now: NOW, siteTimeZone: 'Asia/Jerusalem' };
  it.each<[string, TTargeting, Partial<typeof server>, string | null]>([
    ['in the list', { countries: { mode: 'in', codes: ['IL', 'US'] } }, {}, null],
    ['not in the list', { countries: { mode: 'in', codes: ['US'] } }, {}, 'countries'],
    ['excluded', { countries: { mode: 'not_in', codes: ['IL'] } }, {}, 'countries'],
    [
      'an unknown country is in no list',
      { countries: { mode: 'in', codes: ['IL'] } },
      { countryCode: '' },
      'countries',
    ],
    [
      'an unknown country passes not_in',
      { countries: { mode: 'not_in', codes: ['IL'] } },
      { countryCode: '' },
      null,
    ],
    [
      'site hours, in the site zone (14:00)',
      { schedule: { zone: 'site', hours: { from: 13, to: 15 } } },
      {},
      null,
    ],
    ['site hours, out of them', { schedule: { zone: 'site', hours: { from: 9, to: 13 } } }, {}, 'schedule'],
    [
      'a visitor-time schedule is the visitor script’s',
      { schedule: { zone: 'visitor', hours: { from: 1, to: 2 } } },
      {},
      null,
    ],
  ])('%s', (_name, targeting, more, expected) => {
    expect(serverTargetingRefusal(targeting, { ...server, ...more })).toBe(expected);
  });

  it('filters a display list, keeping popups without targeting', () => {
    const popups = [
      { id: 'a', display_rules: {} },
      { id: 'b', display_rules: { targeting: { countries: { mode: 'in', codes: ['US'] } } } },
      { id: 'c', display_rules: { targeting: { countries: { mode: 'in', codes: ['IL'] } } } },
    ];
    expect(popupsTargetedByServer(popups, server).map((popup) => popup.id)).toEqual(['a', 'c']);
  });
});

describe('usesPageFilters with targeting', () => {
  it.each<[string, unknown, boolean]>([
    ['none', undefined, false],
    ['only a country', { countries: { mode: 'in', codes: ['IL'] } }, false],
    ['only a site-time schedule', { schedule: { zone: 'site', days: ['mon'] } }, false],
    ['a visitor-time schedule', { schedule: { zone: 'visitor', days: ['mon'] } }, true],
    ['a page rule', { pages: { mode: 'any', rules: [] } }, true],
  ])('%s: %s', (_name, targeting, expected) => {
    expect(usesPageFilters({ targeting })).toBe(expected);
  });
});

describe('a logged-in shop customer’s records from the server', () => {
  const customer = { pageViews: 40, sessions: 9, shows: { day: 2 } };
  it.each<[string, TTargeting, Partial<VisitorTargetingFacts>, string | null]>([
    ['page views seen on other devices count', { min_page_views: 30 }, { customer }, null],
    ['sessions on other devices count', { min_sessions: 5 }, { customer }, null],
    [
      'shows on another device use the day’s limit up',
      { max_shows: { per: 'day', count: 2 } },
      { customer },
      'max_shows',
    ],
    [
      'a limit of another period is not touched',
      { max_shows: { per: 'week', count: 2 } },
      { customer },
      null,
    ],
    [
      'without records, this browser’s count alone',
      { min_page_views: 30 },
      { customer: null },
      'min_page_views',
    ],
  ])('%s', (_name, targeting, extra, refusal) => {
    expect(visitorTargetingRefusal(targeting, { ...facts, ...extra })).toBe(refusal);
  });
});

describe('the logged-in rule on the server', () => {
  const server = { countryCode: 'GB', now: NOW, siteTimeZone: 'UTC' };
  it.each<[TTargeting, 'guest' | 'customer' | 'shop_admin' | undefined, string | null]>([
    [{ logged_in: { block: 'all' } }, 'customer', 'logged_in'],
    [{ logged_in: { block: 'all' } }, undefined, null],
    [{ logged_in: { block: 'roles', roles: ['shop_admin'] } }, 'customer', null],
    [{ logged_in: { block: 'roles', roles: ['shop_admin'] } }, 'shop_admin', 'logged_in'],
  ])('%o for a %s', (targeting, customerRole, refusal) => {
    expect(serverTargetingRefusal(targeting, { ...server, customerRole })).toBe(refusal);
  });
});

describe('customerRecordsOf', () => {
  it('reads one popup’s records from the display response', () => {
    const raw = {
      role: 'customer',
      page_views: 12,
      sessions: 3,
      shows: { abc: { day: 2, week: 2, month: 2, session: 1, overall: 5 } },
    };
    expect(customerRecordsOf(raw, 'abc')).toEqual({
      pageViews: 12,
      sessions: 3,
      shows: { day: 2, week: 2, month: 2, session: 1, overall: 5 },
    });
    expect(customerRecordsOf(raw, 'other')?.shows.day).toBe(0);
  });
  it('is null for a guest or an unreadable answer', () => {
    expect(customerRecordsOf(undefined, 'abc')).toBeNull();
    expect(customerRecordsOf({ page_views: -1, sessions: 'x' }, 'abc')).toMatchObject({
      pageViews: 0,
      sessions: 0,
    });
  });
});
