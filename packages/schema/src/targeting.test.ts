import { describe, expect, it } from 'vitest';
import { ZEditorDisplayRules } from './popup-editor-input.ts';
import { ZTargeting } from './targeting.ts';

const issues = (value: unknown) => {
  const result = ZTargeting.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('ZTargeting', () => {
  it('accepts every rule at once', () => {
    const targeting = {
      pages: { mode: 'any', rules: [{ action: 'hide', match: 'regex', value: '^/(cart|checkout)' }] },
      devices: ['phone', 'tablet'],
      browsers: ['safari'],
      os: ['ios'],
      languages: ['en', 'pt-BR'],
      countries: { mode: 'not_in', codes: ['il', 'US'] },
      referrer: [{ match: 'not_contains', value: 'facebook' }],
      traffic_source: ['search', 'direct'],
      utm: [{ param: 'utm_campaign', match: 'contains', value: 'sale' }],
      visitor: 'returning',
      min_page_views: 3,
      min_sessions: 2,
      schedule: {
        start: '2026-11-27T00:00',
        end: '2026-11-30T23:59',
        days: ['fri'],
        hours: { from: 22, to: 6 },
        zone: 'site',
      },
      max_shows: { per: 'day', count: 2 },
    };
    expect(issues(targeting)).toEqual([]);
    expect(ZTargeting.parse(targeting).countries?.codes).toEqual(['IL', 'US']);
  });

  it.each([
    [
      { pages: { mode: 'any', rules: [{ action: 'show', match: 'regex', value: '([' }] } },
      'pages.rules.0.value: invalid regular expression: ([',
    ],
    [{ referrer: [{ match: 'regex', value: '*x' }] }, 'referrer.0.value: invalid regular expression: *x'],
    [
      { countries: { mode: 'in', codes: ['Israel'] } },
      'countries.codes.0: must be a two-letter ISO country code',
    ],
    [{ languages: ['english!'] }, 'languages.0: must be a language code such as en or pt-BR'],
    [
      { schedule: { zone: 'site', start: '2026-12-01T00:00', end: '2026-11-01T00:00' } },
      'schedule.end: start must be before end',
    ],
    [{ schedule: { zone: 'site', start: '2026-13-01T00:00' } }, 'schedule.start: must be YYYY-MM-DDTHH:mm'],
    [{ schedule: { zone: 'visitor', hours: { from: 5, to: 5 } } }, 'schedule.hours: from and to must differ'],
    [{ min_page_views: 51 }, 'min_page_views: Too big: expected number to be <=50'],
    [{ devices: ['watch'] }, 'devices.0: Invalid option: expected one of "desktop"|"tablet"|"phone"'],
    [{ where: 'everywhere' }, ': Unrecognized key: "where"'],
  ])('refuses %j', (value, issue) => {
    expect(issues(value)).toEqual([issue]);
  });

  it('is checked in the editor display rules', () => {
    const result = ZEditorDisplayRules.safeParse({
      targeting: { pages: { mode: 'all', rules: [{ action: 'show', match: 'regex', value: '(' }] } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['targeting', 'pages', 'rules', 0, 'value']);
  });
});
