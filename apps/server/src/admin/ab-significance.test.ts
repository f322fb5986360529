import { describe, expect, it } from 'vitest';
import { analyseTest, normalCdf, twoProportionZTest, type ArmCounts } from './ab-significance.ts';

const arm = (id: string, views: number, conversions: number): ArmCounts => ({ id, views, conversions });

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1.96, 0.9750021048517795],
    [-3, 0.0013498980316300957],
    [8, 1],
    [-8, 0],
  ])('Φ(%d) = %d', (x, expected) => {
    expect(normalCdf(x)).toBeCloseTo(expected, 6);
  });
});

describe('twoProportionZTest', () => {
  // Expected values computed independently with Python's math.erfc.
  it.each([
    [
      '13% vs 10% on 1000 views each',
      arm('a', 1000, 100),
      arm('b', 1000, 130),
      2.102740605622114,
      0.03548845046647473,
    ],
    [
      '10% vs 11% on 200 views each',
      arm('a', 200, 20),
      arm('b', 200, 22),
      0.32620741805734127,
      0.7442674293121057,
    ],
    [
      'a worse variant: 4% vs 5%',
      arm('a', 5000, 250),
      arm('b', 5000, 200),
      -2.4119153509747395,
      0.01586896535516697,
    ],
    ['equal rates', arm('a', 100, 5), arm('b', 100, 5), 0, 1],
  ])('%s', (_name, control, variant, z, pValue) => {
    const result = twoProportionZTest(control, variant);
    expect(result.z).toBeCloseTo(z, 6);
    expect(result.pValue).toBeCloseTo(pValue, 6);
  });

  it.each([
    ['no views in the control', arm('a', 0, 0), arm('b', 100, 10)],
    ['no conversions anywhere', arm('a', 100, 0), arm('b', 100, 0)],
    ['everyone converts', arm('a', 50, 50), arm('b', 60, 60)],
  ])('answers z 0 and p 1 with %s', (_name, control, variant) => {
    expect(twoProportionZTest(control, variant)).toEqual({ z: 0, pValue: 1 });
  });
});

describe('analyseTest', () => {
  it.each([
    ['a variant with too few views', [arm('a', 1000, 100), arm('b', 99, 30)], 'not_enough_data'],
    ['too few conversions in all', [arm('a', 500, 4), arm('b', 500, 5)], 'not_enough_data'],
    ['a parent without variants', [arm('a', 1000, 100)], 'not_enough_data'],
    ['a small difference', [arm('a', 200, 20), arm('b', 200, 22)], 'no_winner_yet'],
    ['a significantly better variant', [arm('a', 1000, 100), arm('b', 1000, 130)], 'winner:b'],
    [
      'a significantly worse variant: the control wins',
      [arm('a', 5000, 250), arm('b', 5000, 200)],
      'winner:a',
    ],
    // With two variants each comparison must reach p < 0.025: p = 0.035 is not enough.
    [
      'the Bonferroni split',
      [arm('a', 1000, 100), arm('b', 1000, 130), arm('c', 1000, 100)],
      'no_winner_yet',
    ],
    [
      'the best of two significant variants',
      [arm('a', 2000, 200), arm('b', 2000, 300), arm('c', 2000, 330)],
      'winner:c',
    ],
  ])('%s', (_name, arms, expected) => {
    const { verdict } = analyseTest(arms);
    expect(verdict.kind === 'winner' ? `winner:${verdict.winnerId}` : verdict.kind).toBe(expected);
  });

  it('reports each variant’s rate, lift and significance against the control', () => {
    const result = analyseTest([arm('a', 1000, 100), arm('b', 1000, 130)]);
    expect(result.threshold).toBe(0.05);
    expect(result.arms[0]).toMatchObject({ id: 'a', rate: 0.1, test: null });
    expect(result.arms[1]!.rate).toBeCloseTo(0.13);
    expect(result.arms[1]!.test).toMatchObject({ significant: true });
    expect(result.arms[1]!.test!.lift).toBeCloseTo(0.3);
  });

  it('makes no comparison for a variant without views: no lift of -100 %, no p-value of 1', () => {
    const result = analyseTest([arm('a', 1000, 100), arm('b', 0, 0)]);
    expect(result.arms[1]).toMatchObject({ id: 'b', rate: 0, test: null });
    expect(result.verdict.kind).toBe('not_enough_data');
  });
});
