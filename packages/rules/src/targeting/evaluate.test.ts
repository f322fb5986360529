import { describe, expect, it } from 'vitest';
import type { TTargeting } from '@hookline/schema';
import { usesPageFilters } from '../display-gate.ts';
import {
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
