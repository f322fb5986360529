import { describe, expect, it } from 'vitest';
import {
  accordionAction,
  accordionClick,
  accordionInitial,
  accordionStart,
  allOpen,
  collapseAll,
  expandAll,
  type AccordionAction,
} from './accordion.ts';

const O = true;
const _ = false;

describe('accordionInitial', () => {
  it.each([
    ['all_open', 'all_open'],
    ['all_closed', 'all_closed'],
    ['', 'all_closed'],
    [undefined, 'all_closed'],
    ['open', 'all_closed'],
  ])('%j -> %s', (setting, expected) => {
    expect(accordionInitial(setting)).toBe(expected);
  });
});

describe('accordionStart', () => {
  it.each([
    [3, 'all_closed', -1, [_, _, _]],
    [3, 'all_open', -1, [O, O, O]],
    [3, 'all_closed', 1, [_, O, _]],
    [3, 'all_open', 2, [O, O, O]],
    [3, 'all_closed', 7, [_, _, _]],
    [0, 'all_open', -1, []],
  ] as const)('%s items, %s, hash item %s', (count, initial, hashItem, expected) => {
    expect(accordionStart(count, initial, hashItem)).toEqual(expected);
  });
});

describe('accordionClick', () => {
  it.each([
    ['opens a closed item', [_, _, _], 1, [_, O, _]],
    ['closes the others', [O, _, O], 1, [_, O, _]],
    ['closes an open item', [_, O, _], 1, [_, _, _]],
    ['closes the open one among all open', [O, O, O], 0, [_, _, _]],
  ])('%s', (_name, open, index, expected) => {
    expect(accordionClick(open, index)).toEqual(expected);
  });

  it('replays a visitor clicking around', () => {
    let open = accordionStart(4, 'all_closed');
    for (const index of [0, 2, 2, 3]) open = accordionClick(open, index);
    expect(open).toEqual([_, _, _, O]);
  });
});

describe('expand all and collapse all', () => {
  it('set every item at once', () => {
    expect(expandAll([_, O, _])).toEqual([O, O, O]);
    expect(collapseAll([O, O, _])).toEqual([_, _, _]);
    expect(allOpen([O, O])).toBe(true);
    expect(allOpen([O, _])).toBe(false);
    expect(allOpen([])).toBe(false);
  });
});

describe('accordionAction', () => {
  it.each<[string, boolean[], AccordionAction, boolean[]]>([
    ['expand', [_, O, _], 'expand', [O, O, O]],
    ['collapse', [O, O, _], 'collapse', [_, _, _]],
    ['expand_collapse from all_open collapses', [O, O, O], 'expand_collapse', [_, _, _]],
    ['expand_collapse from all_closed expands', [_, _, _], 'expand_collapse', [O, O, O]],
    ['expand_collapse with some open expands', [O, _, _], 'expand_collapse', [O, O, O]],
    ['next from tab 1', [O, _, _], 'next', [_, O, _]],
    ['next from the last wraps to tab 1', [_, _, O], 'next', [O, _, _]],
    ['next with none open opens tab 1', [_, _, _], 'next', [O, _, _]],
    ['prev from tab 2', [_, O, _], 'prev', [O, _, _]],
    ['prev from tab 1 wraps to the last', [O, _, _], 'prev', [_, _, O]],
    ['prev with none open opens the last', [_, _, _], 'prev', [_, _, O]],
    ['next from all open moves from tab 1', [O, O, O], 'next', [_, O, _]],
    ['no items', [], 'next', []],
  ])('%s', (_name, open, action, expected) => {
    expect(accordionAction(open, action)).toEqual(expected);
  });

  it('expand_collapse alternates, starting from all_open', () => {
    let open = accordionStart(2, 'all_open');
    const seen: boolean[] = [];
    for (let press = 0; press < 3; press += 1) {
      open = accordionAction(open, 'expand_collapse');
      seen.push(allOpen(open));
    }
    expect(seen).toEqual([false, true, false]);
  });
});
