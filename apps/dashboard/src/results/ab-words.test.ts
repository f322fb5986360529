import { describe, expect, it } from 'vitest';
import type { AbTestResult } from '../api/popups.ts';
import { describeVerdict, formatConfidence, formatLift, formatPValue } from './ab-words.ts';

const arm = (id: string, control: boolean, views: number, conversions: number, p: number | null) => ({
  id,
  name: id === 'a' ? 'Original' : 'Bold offer',
  status: 'active' as const,
  control,
  views,
  conversions,
  rate: conversions / views,
  z: null,
  p_value: p,
  lift: null,
  significant: p === null ? null : p < 0.05,
});
const result = (verdict: AbTestResult['verdict']): AbTestResult => ({
  parent: 'a',
  from: '2025-01-01',
  to: '2025-01-30',
  time_zone: 'UTC',
  min_views: 100,
  threshold: 0.05,
  arms: [arm('a', true, 1000, 100, null), arm('b', false, 1000, 130, 0.0355)],
  verdict,
});

describe('A/B verdict in words', () => {
  it.each([
    [
      { kind: 'winner', reason: null, winner_id: 'b' } as const,
      '“Bold offer” is the winner: it converts at 13.0% against 10.0% for the original (p = 0.035, 96.5% confidence).',
    ],
    [
      { kind: 'winner', reason: null, winner_id: 'a' } as const,
      'The original, “Original”, is the winner: it converts at 10.0% and every variant converts significantly worse.',
    ],
    [{ kind: 'no_winner_yet', reason: null, winner_id: null } as const, /^No winner yet: .*p < 0\.050/],
    [
      {
        kind: 'not_enough_data',
        reason: 'Every version needs at least 100 views; 1 has fewer.',
        winner_id: null,
      } as const,
      'No winner yet. Every version needs at least 100 views; 1 has fewer.',
    ],
  ])('says %j', (verdict, words) => {
    const text = describeVerdict(result(verdict));
    if (typeof words === 'string') expect(text).toBe(words);
    else expect(text).toMatch(words);
  });

  it.each([
    [0.0355, '0.035', '96.5%'],
    [0.0004, '< 0.001', '100.0%'],
    [null, '–', '–'],
  ])('formats p = %s as %s with confidence %s', (p, text, confidence) => {
    expect(formatPValue(p)).toBe(text);
    expect(formatConfidence(p)).toBe(confidence);
  });

  it('formats lifts with a sign', () => {
    expect(formatLift(0.3)).toBe('+30.0%');
    expect(formatLift(-0.125)).toBe('−12.5%');
    expect(formatLift(null)).toBe('–');
  });
});
