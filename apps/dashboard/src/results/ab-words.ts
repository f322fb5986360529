import type { AbTestResult } from '../api/popups.ts';

const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;

/** A p-value as people read it: 3 significant digits, and "< 0.001" for tiny ones. */
export function formatPValue(p: number | null): string {
  if (p === null) return '–';
  if (p < 0.001) return '< 0.001';
  return p.toFixed(3);
}

/** Confidence that the difference is real, 1 − p, as a percentage. */
export const formatConfidence = (p: number | null): string =>
  p === null ? '–' : `${((1 - p) * 100).toFixed(1)}%`;

export function formatLift(lift: number | null): string {
  if (lift === null) return '–';
  return `${lift >= 0 ? '+' : '−'}${percent(Math.abs(lift))}`;
}

/** The test's verdict in a sentence: the winner, or why there is none yet. */
export function describeVerdict(result: AbTestResult): string {
  const { verdict, arms } = result;
  const control = arms.find((a) => a.control);
  if (verdict.kind === 'not_enough_data') return `No winner yet. ${verdict.reason ?? ''}`.trim();
  if (verdict.kind === 'no_winner_yet') {
    return `No winner yet: the versions’ conversion rates differ by less than chance could explain (no version reaches p < ${result.threshold.toFixed(3)}). Keep the test running.`;
  }
  const winner = arms.find((a) => a.id === verdict.winner_id);
  if (!winner || !control) return 'A winner is known.';
  if (winner.control) {
    return `The original, “${winner.name}”, is the winner: it converts at ${percent(winner.rate)} and every variant converts significantly worse.`;
  }
  return `“${winner.name}” is the winner: it converts at ${percent(winner.rate)} against ${percent(control.rate)} for the original (p = ${formatPValue(winner.p_value)}, ${formatConfidence(winner.p_value)} confidence).`;
}
