import { describe, expect, it } from 'vitest';
import { HASH_SCROLL, hashItemIndex, hashScrollPlan, itemAnchorId } from './hash-target.ts';

describe('itemAnchorId', () => {
  it.each([
    ['Shipping times', 0, [], 'shipping-times'],
    ['  Returns & refunds!  ', 1, [], 'returns-refunds'],
    ['Café crème', 0, [], 'cafe-creme'],
    ['2024 collection', 0, [], 'item-2024-collection'],
    ['', 4, [], 'item-5'],
    ['日本', 2, [], 'item-3'],
    ['Shipping', 3, ['shipping'], 'shipping-2'],
    ['Shipping', 3, ['shipping', 'shipping-2'], 'shipping-3'],
  ])('%j (item %s, taken %j) -> %s', (title, index, taken, expected) => {
    expect(itemAnchorId(title, index, new Set(taken))).toBe(expected);
  });
});

describe('hashItemIndex', () => {
  const ids = ['shipping-times', 'returns', 'café'];
  it.each([
    ['#returns', 1],
    ['returns', 1],
    ['#shipping-times', 0],
    ['#caf%C3%A9', 2],
    ['#Returns', -1],
    ['#unknown', -1],
    ['#', -1],
    ['', -1],
    ['#100%', -1],
  ])('%j -> %s', (hash, expected) => {
    expect(hashItemIndex(hash, ids)).toBe(expected);
  });
});

describe('hashScrollPlan', () => {
  it('scrolls to 100 px above the item over 1 s', () => {
    expect(HASH_SCROLL).toEqual({ offsetPx: 100, durationMs: 1000 });
    expect(hashScrollPlan(1450)).toEqual({ top: 1350, durationMs: 1000 });
    expect(hashScrollPlan(60)).toEqual({ top: 0, durationMs: 1000 });
  });
});
