import { describe, expect, it } from 'vitest';
import {
  EMPTY_SLOT,
  needsDisplaySlot,
  popupMayFire,
  releaseDisplaySlot,
  requestDisplaySlot,
} from './display-slot.ts';

/** Every popup at the same place in the show order: they wait in the order they asked. */
const SAME_RANK = new Map(['a', 'b', 'c', 'box', 'page', 'phone'].map((id) => [id, 0]));

describe('display slot', () => {
  it('shows the first popup and queues the rest once each, in order', () => {
    let slot = EMPTY_SLOT;
    const shown: string[] = [];
    for (const id of ['a', 'b', 'c', 'b', 'a']) {
      const result = requestDisplaySlot(slot, id, SAME_RANK);
      slot = result.slot;
      if (result.show) shown.push(id);
    }
    expect(shown).toEqual(['a']);
    expect(slot).toEqual({ active: 'a', queue: ['b', 'c'] });

    const first = releaseDisplaySlot(slot, 'a');
    expect(first.next).toBe('b');
    const second = releaseDisplaySlot(first.slot, 'b');
    expect(second.next).toBe('c');
    const last = releaseDisplaySlot(second.slot, 'c');
    expect(last).toEqual({ slot: EMPTY_SLOT, next: null });
  });

  it('queues a content or mobile popup behind an open lightbox, which waits its turn in turn', () => {
    const types: Record<string, string> = { box: 'lightbox', page: 'content', phone: 'mobile', bar: 'bar' };
    let slot = EMPTY_SLOT;
    const shown: string[] = [];
    for (const id of ['page', 'box', 'bar', 'phone']) {
      if (!needsDisplaySlot(types[id]!)) {
        shown.push(id);
        continue;
      }
      const result = requestDisplaySlot(slot, id, SAME_RANK);
      slot = result.slot;
      if (result.show) shown.push(id);
    }
    expect(shown).toEqual(['page', 'bar']);
    expect(slot).toEqual({ active: 'page', queue: ['box', 'phone'] });
    expect(releaseDisplaySlot(slot, 'page').next).toBe('box');
  });

  it('lets the waiting popup higher in the owner’s order take the slot first, never the open one’s', () => {
    // Places in the show order: `first` is at the top, yet `late` went off before it.
    const ranks = new Map([
      ['late', 2],
      ['open', 3],
      ['second', 1],
      ['first', 0],
      ['also-second', 1],
    ]);
    let slot = EMPTY_SLOT;
    for (const id of ['open', 'late', 'second', 'first', 'also-second'])
      slot = requestDisplaySlot(slot, id, ranks).slot;
    // The open popup keeps the page, whatever its place.
    expect(slot.active).toBe('open');
    const order: string[] = [];
    let current = 'open';
    for (;;) {
      const released = releaseDisplaySlot(slot, current);
      slot = released.slot;
      if (released.next === null) break;
      order.push((current = released.next));
    }
    expect(order).toEqual(['first', 'second', 'also-second', 'late']);
  });

  it('releasing a queued popup only drops it from the queue', () => {
    const slot = { active: 'a', queue: ['b', 'c'] };
    expect(releaseDisplaySlot(slot, 'b')).toEqual({ slot: { active: 'a', queue: ['c'] }, next: null });
  });

  it.each([
    ['lightbox', true],
    ['gamified', true],
    ['fullpage', true],
    ['mobile', true],
    ['content', true],
    ['bar', false],
    ['sside', false],
    ['bside', false],
    ['embedded', false],
  ])('%s needs the slot: %s', (type, expected) => {
    expect(needsDisplaySlot(type)).toBe(expected);
  });

  it.each([
    ['a popup never shown', 'x', [], EMPTY_SLOT, true],
    ['a popup shown before on this page', 'x', ['x'], EMPTY_SLOT, false],
    ['the active popup', 'a', [], { active: 'a', queue: [] }, false],
    ['a queued popup', 'b', [], { active: 'a', queue: ['b'] }, false],
    ['another popup while one is active', 'c', ['a'], { active: 'a', queue: ['b'] }, true],
  ])('%s may fire: %s', (_why, id, shown, slot, expected) => {
    expect(popupMayFire(id, new Set(shown), slot)).toBe(expected);
  });
});
