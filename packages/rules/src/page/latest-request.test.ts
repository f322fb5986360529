import { describe, expect, it } from 'vitest';
import { IDLE_LEDGER, settleRefresh, startRefresh, type RefreshLedger } from './latest-request.ts';

type Step = ['send'] | ['answer', number, boolean];

/** Replays sends and answers; returns which answers were applied and whether the overlay is still on. */
function replay(steps: Step[]) {
  let ledger: RefreshLedger = IDLE_LEDGER;
  const applied: number[] = [];
  for (const step of steps) {
    if (step[0] === 'send') ledger = startRefresh(ledger).ledger;
    else {
      const settled = settleRefresh(ledger, step[1], step[2]);
      ledger = settled.ledger;
      if (settled.apply) applied.push(step[1]);
    }
  }
  return { applied, loading: ledger.loading };
}

describe('latest request wins', () => {
  it.each<[string, Step[], number[], boolean]>([
    ['one request', [['send'], ['answer', 1, true]], [1], false],
    ['in order', [['send'], ['send'], ['answer', 1, true], ['answer', 2, true]], [2], false],
    ['older answer arrives last', [['send'], ['send'], ['answer', 2, true], ['answer', 1, true]], [2], false],
    ['waiting for the latest', [['send'], ['send'], ['answer', 1, true]], [], true],
    ['latest fails: list kept, overlay off', [['send'], ['answer', 1, false]], [], false],
    ['older fails: still loading', [['send'], ['send'], ['answer', 1, false]], [], true],
    [
      'three quick choices, answers reversed',
      [['send'], ['send'], ['send'], ['answer', 3, true], ['answer', 2, true], ['answer', 1, true]],
      [3],
      false,
    ],
  ])('%s', (_name, steps, applied, loading) => {
    expect(replay(steps)).toEqual({ applied, loading });
  });

  it('gives every request a new token', () => {
    const first = startRefresh(IDLE_LEDGER);
    const second = startRefresh(first.ledger);
    expect(second.token).toBeGreaterThan(first.token);
  });
});
