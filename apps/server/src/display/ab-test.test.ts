import { describe, expect, it } from 'vitest';
import type { TPopupRecord } from '@hookline/schema';
import { chooseVariants, parseVisitorCookies } from './ab-test.ts';

const popup = (id: string, ab: Partial<TPopupRecord> = {}) =>
  ({ poptin_id: id, ab_test: false, ab_test_parent_id: null, ...ab }) as TPopupRecord;
const parent = popup('parentaaaaaaa', { ab_test: true });
const variantB = popup('variantbbbbbb', { ab_test_parent_id: 'parentaaaaaaa' });
const variantC = popup('variantcccccc', { ab_test_parent_id: 'parentaaaaaaa' });
const plain = popup('plainpopup123');
const all = [parent, variantB, variantC, plain];
const never = () => {
  throw new Error('random must not be used for a known visitor');
};
const ids = (list: TPopupRecord[]) => list.map((p) => p.poptin_id);

describe('chooseVariants', () => {
  it('keeps popups outside A/B tests and exactly one member of each test', () => {
    const result = chooseVariants(all, { userId: 'visitor-1', variants: {} }, never);
    expect(ids(result)).toContain('plainpopup123');
    expect(result.filter((p) => p !== plain)).toHaveLength(1);
  });

  it('gives the same visitor the same variant on every call', () => {
    const first = chooseVariants(all, { userId: 'visitor-42', variants: {} }, never);
    for (let i = 0; i < 5; i++)
      expect(ids(chooseVariants(all, { userId: 'visitor-42', variants: {} }, never))).toEqual(ids(first));
  });

  it('splits many visitors roughly evenly over the variants', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const [picked] = chooseVariants(
        [parent, variantB, variantC],
        { userId: `v${i}x`, variants: {} },
        never,
      );
      counts.set(picked!.poptin_id, (counts.get(picked!.poptin_id) ?? 0) + 1);
    }
    expect([...counts.values()].every((n) => n > 850 && n < 1150)).toBe(true);
  });

  it('keeps the variant a visitor first saw, while it is still active', () => {
    const kept = chooseVariants(
      all,
      { userId: 'anyone', variants: { parentaaaaaaa: 'variantcccccc' } },
      never,
    );
    expect(ids(kept)).toEqual(['variantcccccc', 'plainpopup123']);
    const gone = chooseVariants(
      [parent, variantB],
      { userId: 'anyone', variants: { parentaaaaaaa: 'variantcccccc' } },
      never,
    );
    expect(gone).toHaveLength(1);
  });

  it('moves no visitor between old variants when a variant is added', () => {
    let moved = 0;
    for (let i = 0; i < 500; i++) {
      const visitor = { userId: `user${i}`, variants: {} };
      const before = chooseVariants([parent, variantB], visitor, never)[0]!.poptin_id;
      const after = chooseVariants([parent, variantB, variantC], visitor, never)[0]!.poptin_id;
      if (after !== before && after !== 'variantcccccc') moved++;
    }
    expect(moved).toBe(0);
  });

  it('uses the random source for a visitor without an id', () => {
    expect(
      ids(chooseVariants([parent, variantB, variantC], { userId: null, variants: {} }, () => 0.99)),
    ).toEqual(['variantcccccc']);
  });
});

describe('parseVisitorCookies', () => {
  it.each([
    [undefined, { userId: null, variants: {} }],
    ['not json', { userId: null, variants: {} }],
    ['[1,2]', { userId: null, variants: {} }],
    ['{"poptin_user_id":"abcDEF1234567890"}', { userId: 'abcDEF1234567890', variants: {} }],
    ['{"poptin_user_id":"<script>"}', { userId: null, variants: {} }],
    [
      '{"poptin_ab":{"parentaaaaaaa":"variantbbbbbb","x":5}}',
      { userId: null, variants: { parentaaaaaaa: 'variantbbbbbb' } },
    ],
  ])('%s', (raw, expected) => {
    expect(parseVisitorCookies(raw)).toEqual(expected);
  });
});
