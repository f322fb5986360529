import { describe, expect, it } from 'vitest';
import type { TPageRule } from '@hookline/schema';
import {
  moveByOne,
  moveToTop,
  sharedPages,
  showOrderMeetings,
  type OrderedPopup,
  type SharedPages,
} from './show-order.ts';

const popup = (id: string, extra: Partial<OrderedPopup> = {}): OrderedPopup => ({
  id,
  name: id,
  type: 'lightbox',
  status: 'active',
  onClick: false,
  pages: null,
  devices: null,
  ...extra,
});
const show = (match: TPageRule['match'], value: string): TPageRule => ({ action: 'show', match, value });
const hide = (match: TPageRule['match'], value: string): TPageRule => ({ action: 'hide', match, value });
const on = (...rules: TPageRule[]) => ({ pages: { mode: 'any' as const, rules } });

describe('where two popups can meet', () => {
  const cases: [string, Partial<OrderedPopup>, Partial<OrderedPopup>, SharedPages | null][] = [
    ['both on every page', {}, {}, { kind: 'every_page' }],
    [
      'one on every page, one on /sale',
      {},
      on(show('starts_with', '/sale')),
      { kind: 'address', address: '/sale' },
    ],
    [
      'the same exact page',
      on(show('exact', '/cart')),
      on(show('exact', '/cart')),
      { kind: 'address', address: '/cart' },
    ],
    [
      'a page inside the other’s section',
      on(show('starts_with', '/blog')),
      on(show('exact', '/blog/new')),
      { kind: 'address', address: '/blog/new' },
    ],
    [
      'a wildcard the other’s page fits',
      on(show('wildcard', '/shop/*')),
      on(show('exact', '/shop/hats')),
      { kind: 'address', address: '/shop/hats' },
    ],
    ['different pages', on(show('exact', '/cart')), on(show('exact', '/checkout')), null],
    ['a page the other hides', on(show('exact', '/cart')), on(hide('exact', '/cart')), null],
    ['every page but one', {}, on(hide('exact', '/cart')), { kind: 'some_pages' }],
    [
      'a regular expression (unreadable: they may meet)',
      on(show('regex', '^/p/\\d+$')),
      on(show('exact', '/x')),
      { kind: 'some_pages' },
    ],
    ['different devices', { devices: ['phone'] }, { devices: ['desktop', 'tablet'] }, null],
    ['a device in common', { devices: ['phone'] }, { devices: ['phone', 'desktop'] }, { kind: 'every_page' }],
  ];
  it.each(cases)('%s', (_name, a, b, expected) => {
    const [left, right] = [popup('a', a), popup('b', b)];
    expect(sharedPages(left, right)).toEqual(expected);
    // Symmetric: the answer does not depend on which popup asks.
    expect(sharedPages(right, left) === null).toBe(expected === null);
  });
});

describe('which popups a popup meets, ahead of it or behind it in the owner’s order', () => {
  const order = [
    popup('welcome'),
    popup('bar', { type: 'bar' }),
    popup('cart-only', on(show('exact', '/cart'))),
    popup('me', on(show('exact', '/checkout'))),
    popup('paused', { status: 'paused' }),
    popup('clicked', { onClick: true }),
    popup('game', { type: 'gamified' }),
  ];
  const names = (meetings: { popup: OrderedPopup }[]) => meetings.map((m) => m.popup.id);

  it('counts only active popups that cover the page, are not shown on a click, and can share its page', () => {
    const { ahead, behind } = showOrderMeetings(order[3]!, order);
    expect(names(ahead)).toEqual(['welcome']);
    expect(names(behind)).toEqual(['game']);
    expect(ahead[0]!.where).toEqual({ kind: 'address', address: '/checkout' });
  });

  it('puts every other popup ahead of a popup not yet in the order', () => {
    const { ahead, behind } = showOrderMeetings(popup('new'), order);
    expect(names(ahead)).toEqual(['welcome', 'cart-only', 'me', 'game']);
    expect(behind).toEqual([]);
  });

  it.each([
    ['a bar', popup('x', { type: 'bar' })],
    ['a popup shown on a click', popup('x', { onClick: true })],
  ])('never makes %s wait', (_name, other) => {
    expect(showOrderMeetings(other, [popup('welcome'), other])).toEqual({ ahead: [], behind: [] });
  });
});

describe('changing the order', () => {
  it('moves a popup to the top, or one place up or down', () => {
    expect(moveToTop(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(moveByOne(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveByOne(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveByOne(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveByOne(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
