import { describe, expect, it } from 'vitest';
import { OUTBOX_LIMITS, parseStoredEntries, trimEntries, type OutboxEntry } from './entries.ts';

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

describe('parseStoredEntries', () => {
  it.each([
    ['nothing stored', null, 0, 0],
    ['not JSON', '{oops', 0, 1],
    ['not a list', '{"a":1}', 0, 1],
    ['a good entry', JSON.stringify([entry()]), 1, 0],
    ['an unknown kind', JSON.stringify([entry({ kind: 'clicked' as never })]), 0, 1],
    ['a path of another kind', JSON.stringify([entry({ path: '/api/display/viewed/popupid123456' })]), 0, 1],
    [
      'a foreign address',
      JSON.stringify([entry({ path: 'https://evil.example/api/display/closed/popupid123456' })]),
      0,
      1,
    ],
    ['a short id', JSON.stringify([entry({ id: 'abc' })]), 0, 1],
    ['a number in the body', JSON.stringify([entry({ body: { n: 1 } as never })]), 0, 1],
    ['an expired entry', JSON.stringify([entry({ created_at: NOW - OUTBOX_LIMITS.maxAgeMs - 1 })]), 0, 1],
    ['negative attempts', JSON.stringify([entry({ attempts: -1 })]), 0, 1],
    ['a repeated id', JSON.stringify([entry(), entry()]), 1, 1],
  ])('%s', (_case, raw, kept, dropped) => {
    const result = parseStoredEntries(raw, NOW);
    expect([result.entries.length, result.dropped]).toEqual([kept, dropped]);
  });

  it('keeps a lease only when both its owner and expiry are there', () => {
    const raw = JSON.stringify([
      entry({ lease_owner: 'tab', lease_until: NOW }),
      entry({ id: 'event-id-0002', lease_owner: 'tab' }),
    ]);
    const [leased, unleased] = parseStoredEntries(raw, NOW).entries;
    expect(leased).toMatchObject({ lease_owner: 'tab', lease_until: NOW });
    expect(unleased).not.toHaveProperty('lease_owner');
  });
});

describe('trimEntries', () => {
  it('drops the oldest views and closes before any conversion', () => {
    const entries = [
      entry({ id: 'conversion-1', kind: 'conversion', path: '/api/display/conversion/viewerid12345' }),
      entry({ id: 'closed-0001' }),
      entry({ id: 'closed-0002' }),
      entry({ id: 'conversion-2', kind: 'conversion', path: '/api/display/conversion/viewerid12345' }),
    ];
    expect(trimEntries(entries, 3).map((kept) => kept.id)).toEqual([
      'conversion-1',
      'closed-0002',
      'conversion-2',
    ]);
    expect(trimEntries(entries, 1).map((kept) => kept.id)).toEqual(['conversion-2']);
  });
});
