import { describe, expect, it } from 'vitest';
import { MAX_AGE_MS, MAX_ENTRIES, parseEntries, trimEntries, type OutboxEntry } from './entries.ts';

const NOW = 1_700_000_000_000;
const entry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  kind: 'closed',
  id: 'event-id-0001',
  path: '/api/display/closed/popupid123456',
  body: { client_id: 'clientid12345' },
  created_at: NOW - 1000,
  attempts: 2,
  next_at: NOW + 4000,
  ...overrides,
});

describe('parseEntries', () => {
  it.each([
    ['nothing stored', null, 0],
    ['not JSON', '{oops', 0],
    ['not a list', '{"a":1}', 0],
    ['a good entry', JSON.stringify([entry()]), 1],
    ['a claimed entry', JSON.stringify([entry({ sending_until: NOW })]), 1],
    [
      'an entry stored before claims were a timestamp',
      JSON.stringify([{ ...entry(), lease_owner: 'tab' }]),
      1,
    ],
    ['not an object', '["garbage", null, 7]', 0],
    ['an unknown kind', JSON.stringify([entry({ kind: 'clicked' as never })]), 0],
    ['a path of another kind', JSON.stringify([entry({ path: '/api/display/viewed/popupid123456' })]), 0],
    [
      'a foreign address',
      JSON.stringify([entry({ path: 'https://evil.example/api/display/closed/popupid123456' })]),
      0,
    ],
    [
      'a path in a list',
      JSON.stringify([entry({ path: ['/api/display/closed/popupid123456'] as never })]),
      0,
    ],
    ['a short id', JSON.stringify([entry({ id: 'abc' })]), 0],
    ['an id with a slash', JSON.stringify([entry({ id: 'event/id/0001' })]), 0],
    ['a number in the body', JSON.stringify([entry({ body: { n: 1 } as never })]), 0],
    ['a nested body', JSON.stringify([entry({ body: { email: { nested: true } } as never })]), 0],
    ['a list as the body', JSON.stringify([entry({ body: ['a=b'] as never })]), 0],
    ['no body', JSON.stringify([entry({ body: null as never })]), 0],
    ['an expired entry', JSON.stringify([entry({ created_at: NOW - MAX_AGE_MS - 1 })]), 0],
    ['a time that is not a number', JSON.stringify([entry({ next_at: '5' as never })]), 0],
    ['a claim that is not a number', JSON.stringify([entry({ sending_until: 'soon' as never })]), 0],
  ])('%s', (_case, raw, kept) => {
    expect(parseEntries(raw, NOW)).toHaveLength(kept);
  });

  it('keeps the good entries among bad ones, in order', () => {
    const raw = JSON.stringify([
      entry({ id: 'first-entry' }),
      { ...entry(), path: '/steal' },
      entry({ id: 'last-entry' }),
    ]);
    expect(parseEntries(raw, NOW).map((kept) => kept.id)).toEqual(['first-entry', 'last-entry']);
  });
});

describe('trimEntries', () => {
  const conversion = (id: string) =>
    entry({ id, kind: 'conversion', path: '/api/display/conversion/viewerid12345' });

  it(`keeps at most ${MAX_ENTRIES} entries, dropping the oldest views and closes before any conversion`, () => {
    const entries = [
      conversion('conversion-first'),
      entry({ id: 'closed-oldest' }),
      ...Array.from({ length: MAX_ENTRIES - 3 }, (_, i) => conversion(`conversion-${i}`)),
      entry({ id: 'closed-newest' }),
      conversion('conversion-last'),
    ];
    const kept = trimEntries([...entries]).map((kept) => kept.id);
    expect(kept).toHaveLength(MAX_ENTRIES);
    expect(kept).not.toContain('closed-oldest');
    expect(kept).toContain('closed-newest');
    expect(kept[0]).toBe('conversion-first');
  });

  it('drops the oldest conversions once nothing else is left', () => {
    const entries = Array.from({ length: MAX_ENTRIES + 2 }, (_, i) => conversion(`conversion-${i}`));
    expect(trimEntries(entries).map((kept) => kept.id)).toEqual(
      Array.from({ length: MAX_ENTRIES }, (_, i) => `conversion-${i + 2}`),
    );
  });
});
