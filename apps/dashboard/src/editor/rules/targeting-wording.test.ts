import { describe, expect, it } from 'vitest';
import type { TTargeting } from '@hookline/schema';
import { describeTargeting } from './targeting-wording.ts';

describe('describeTargeting', () => {
  it.each<[TTargeting, string[]]>([
    [{}, ['Shown to every visitor, on every page.']],
    [
      { pages: { mode: 'any', rules: [{ action: 'show', match: 'starts_with', value: '/blog' }] } },
      ['Show only on addresses that start with /blog.'],
    ],
    [
      {
        pages: {
          mode: 'all',
          rules: [
            { action: 'show', match: 'contains', value: 'sale' },
            { action: 'show', match: 'wildcard', value: '/shop/*' },
            { action: 'hide', match: 'exact', value: '/cart' },
          ],
        },
      },
      [
        'Show only on addresses that contain sale; Show only on addresses that match the pattern /shop/*; Never show on addresses that are exactly /cart (all “show” rules must match).',
      ],
    ],
    [
      { devices: ['phone', 'tablet'], browsers: ['safari'] },
      ['Shown only on phones or tablets.', 'Shown only in Safari.'],
    ],
    [
      { countries: { mode: 'not_in', codes: ['IL', 'US'] } },
      ['Not shown to visitors in Israel (IL) or United States (US).'],
    ],
    [
      { referrer: [{ match: 'regex', value: 'news\\.' }] },
      ['Shown only when the referrer matches the regular expression “news\\.”.'],
    ],
    [
      { traffic_source: ['search', 'direct'] },
      ['Shown only to visitors who came from a search engine or directly (no referrer).'],
    ],
    [
      { utm: [{ param: 'utm_source', match: 'equals', value: 'newsletter' }] },
      ['Shown only when the landing page’s utm_source is “newsletter”.'],
    ],
    [
      { visitor: 'new', min_page_views: 3, min_sessions: 2 },
      [
        'Shown only to new visitors (on their first visit).',
        'Shown only once the visitor has viewed 3 pages or more.',
        'Shown only from the visitor’s 2nd visit on.',
      ],
    ],
    [
      {
        schedule: {
          zone: 'site',
          start: '2026-11-27T00:00',
          days: ['fri', 'sat'],
          hours: { from: 22, to: 24 },
        },
      },
      [
        'Shown only from 2026-11-27 00:00, on Fridays or Saturdays, between 22:00 and 00:00, in the site’s time (Asia/Jerusalem).',
      ],
    ],
    [{ max_shows: { per: 'day', count: 2 } }, ['Shown at most 2 times per day to the same visitor.']],
    [{ max_shows: { per: 'session', count: 1 } }, ['Shown at most 1 time per visit to the same visitor.']],
  ])('%j', (targeting, words) => {
    expect(describeTargeting(targeting, 'Asia/Jerusalem')).toEqual(words);
  });
});
