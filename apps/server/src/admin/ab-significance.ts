/**
 * A/B test statistics: each variant's conversion rate against the control's (the test's parent
 * popup), with a two-sided two-proportion z-test, and a verdict on whether a winner is known.
 * Pure functions of counts; no clock, no database.
 */

export interface ArmCounts {
  id: string;
  views: number;
  conversions: number;
}

export interface ZTest {
  /** Standard score of (variant rate − control rate). 0 when there is nothing to compare. */
  z: number;
  /** Two-sided p-value: the chance of a difference at least this large if the rates were equal. */
  pValue: number;
}

/** Significance level of the whole test (before the Bonferroni split across comparisons). */
export const ALPHA = 0.05;
/** Views each arm needs before any verdict: below this the normal approximation is poor. */
export const MIN_VIEWS_PER_ARM = 100;
/** Conversions the test needs in all before any verdict. */
export const MIN_CONVERSIONS_TOTAL = 10;

/**
 * The standard normal distribution function Φ(x), through erfc with the Numerical Recipes
 * Chebyshev fit (fractional error below 1.2e-7 everywhere).
 */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/**
 * Two-proportion z-test with the pooled standard error. Answers z = 0 and p = 1 when either arm has
 * no views or when the pooled rate is 0 or 1 (no variance: nothing distinguishes the arms).
 */
export function twoProportionZTest(control: ArmCounts, variant: ArmCounts): ZTest {
  const n1 = control.views;
  const n2 = variant.views;
  if (n1 <= 0 || n2 <= 0) return { z: 0, pValue: 1 };
  const p1 = Math.min(control.conversions, n1) / n1;
  const p2 = Math.min(variant.conversions, n2) / n2;
  const pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (!(se > 0)) return { z: 0, pValue: 1 };
  const z = (p2 - p1) / se;
  const pValue = Math.min(1, Math.max(0, 2 * (1 - normalCdf(Math.abs(z)))));
  return { z, pValue };
}

export interface ArmResult extends ArmCounts {
  /** Conversions per view, 0 without views. */
  rate: number;
  /** Against the control; null for the control itself, and while either has no views. */
  test: (ZTest & { lift: number | null; significant: boolean }) | null;
}

export type Verdict =
  | { kind: 'not_enough_data'; reason: string }
  | { kind: 'no_winner_yet' }
  | { kind: 'winner'; winnerId: string };

export interface TestResult {
  arms: ArmResult[];
  /** The p-value below which one comparison counts: ALPHA split over the comparisons (Bonferroni). */
  threshold: number;
  verdict: Verdict;
}

/**
 * Compares every variant with the control (the first arm). A winner is known when every arm has at
 * least MIN_VIEWS_PER_ARM views, the test has MIN_CONVERSIONS_TOTAL conversions, and either a variant
 * beats the control significantly (the best such variant wins) or every variant is significantly
 * worse than the control (the control wins). Otherwise: not enough data, or no winner yet.
 */
export function analyseTest(arms: readonly ArmCounts[]): TestResult {
  const [control, ...variants] = arms;
  const threshold = ALPHA / Math.max(1, variants.length);
  if (!control)
    return { arms: [], threshold, verdict: { kind: 'not_enough_data', reason: 'The test has no popups.' } };
  const rate = (arm: ArmCounts) => (arm.views > 0 ? Math.min(arm.conversions, arm.views) / arm.views : 0);
  const results: ArmResult[] = [
    { ...control, rate: rate(control), test: null },
    ...variants.map((arm) => {
      // Without views on both sides there is nothing to compare: no lift (not "-100 %"), no p-value.
      if (control.views <= 0 || arm.views <= 0) return { ...arm, rate: rate(arm), test: null };
      const test = twoProportionZTest(control, arm);
      const lift = rate(control) > 0 ? rate(arm) / rate(control) - 1 : null;
      return { ...arm, rate: rate(arm), test: { ...test, lift, significant: test.pValue < threshold } };
    }),
  ];
  if (variants.length === 0) {
    return {
      arms: results,
      threshold,
      verdict: { kind: 'not_enough_data', reason: 'Add a variant to start the test.' },
    };
  }
  const short = arms.filter((arm) => arm.views < MIN_VIEWS_PER_ARM);
  if (short.length > 0) {
    return {
      arms: results,
      threshold,
      verdict: {
        kind: 'not_enough_data',
        reason: `Every version needs at least ${MIN_VIEWS_PER_ARM} views; ${short.length} ${short.length === 1 ? 'has' : 'have'} fewer.`,
      },
    };
  }
  const conversions = arms.reduce((sum, arm) => sum + arm.conversions, 0);
  if (conversions < MIN_CONVERSIONS_TOTAL) {
    return {
      arms: results,
      threshold,
      verdict: {
        kind: 'not_enough_data',
        reason: `The test needs at least ${MIN_CONVERSIONS_TOTAL} conversions in all; it has ${conversions}.`,
      },
    };
  }
  const better = results.filter((arm) => arm.test?.significant && arm.test.z > 0);
  if (better.length > 0) {
    const best = better.reduce((a, b) => (b.rate > a.rate ? b : a));
    return { arms: results, threshold, verdict: { kind: 'winner', winnerId: best.id } };
  }
  const allWorse = results.slice(1).every((arm) => arm.test?.significant && arm.test.z < 0);
  if (allWorse) return { arms: results, threshold, verdict: { kind: 'winner', winnerId: control.id } };
  return { arms: results, threshold, verdict: { kind: 'no_winner_yet' } };
}
