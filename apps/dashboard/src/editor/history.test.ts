import { describe, expect, it } from 'vitest';
import {
  COALESCE_MS,
  historyReducer,
  sameJson,
  startHistory,
  type History,
  type HistoryAction,
} from './history.ts';

type Doc = { name: string; size: number };
const edit = (change: Partial<Doc>, at: number, key?: string): HistoryAction<Doc> => ({
  type: 'edit',
  update: (doc) => ({ ...doc, ...change }),
  key,
  at,
});
const replay = (actions: HistoryAction<Doc>[], start: Doc = { name: 'a', size: 1 }): History<Doc> =>
  actions.reduce(historyReducer<Doc>, startHistory(start));

describe('editor history', () => {
  it.each<[string, HistoryAction<Doc>[], Doc, number, number]>([
    ['one edit', [edit({ size: 2 }, 0)], { name: 'a', size: 2 }, 1, 0],
    ['undo', [edit({ size: 2 }, 0), { type: 'undo' }], { name: 'a', size: 1 }, 0, 1],
    [
      'undo then redo',
      [edit({ size: 2 }, 0), { type: 'undo' }, { type: 'redo' }],
      { name: 'a', size: 2 },
      1,
      0,
    ],
    ['undo with nothing to undo', [{ type: 'undo' }], { name: 'a', size: 1 }, 0, 0],
    ['redo with nothing to redo', [edit({ size: 2 }, 0), { type: 'redo' }], { name: 'a', size: 2 }, 1, 0],
    [
      'an edit after undo drops the redo steps',
      [edit({ size: 2 }, 0), { type: 'undo' }, edit({ size: 3 }, 10)],
      { name: 'a', size: 3 },
      1,
      0,
    ],
    [
      'typing in one field is one step',
      [
        edit({ name: 'ab' }, 0, 'name'),
        edit({ name: 'abc' }, 300, 'name'),
        edit({ name: 'abcd' }, 600, 'name'),
      ],
      { name: 'abcd', size: 1 },
      1,
      0,
    ],
    [
      'a pause starts a new step',
      [edit({ name: 'ab' }, 0, 'name'), edit({ name: 'abc' }, COALESCE_MS + 1, 'name')],
      { name: 'abc', size: 1 },
      2,
      0,
    ],
    [
      'another field starts a new step',
      [edit({ name: 'ab' }, 0, 'name'), edit({ size: 5 }, 10, 'size')],
      { name: 'ab', size: 5 },
      2,
      0,
    ],
    [
      'edits without a key never merge',
      [edit({ size: 2 }, 0), edit({ size: 3 }, 1)],
      { name: 'a', size: 3 },
      2,
      0,
    ],
  ])('%s', (_name, actions, present, pastLength, futureLength) => {
    const state = replay(actions);
    expect(state.present).toEqual(present);
    expect(state.past).toHaveLength(pastLength);
    expect(state.future).toHaveLength(futureLength);
  });

  it('undoes a coalesced run of typing in one step, back to before it', () => {
    const state = replay([
      edit({ name: 'ab' }, 0, 'name'),
      edit({ name: 'abc' }, 100, 'name'),
      { type: 'undo' },
    ]);
    expect(state.present.name).toBe('a');
  });

  it('keeps the steps when a saved version replaces the present', () => {
    const state = replay([
      edit({ size: 2 }, 0),
      { type: 'replace', document: { name: 'a', size: 2 } },
      { type: 'undo' },
    ]);
    expect(state.present.size).toBe(1);
  });

  it.each([
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: 1 }, { a: 2 }, false],
    [[1, 2], [2, 1], false],
    [{ a: [] }, { a: {} }, false],
  ])('sameJson(%j, %j) is %s', (a, b, expected) => {
    expect(sameJson(a, b)).toBe(expected);
  });
});
