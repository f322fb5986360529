import { describe, expect, it } from 'vitest';
import {
  CLIENT_RESTRICTED,
  MAX_VIEWS_REACHED,
  monthStart,
  planDecision,
  type PlanState,
} from './plan-limits.ts';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const base: PlanState = {
  clientId: 'abcdefghijklm',
  isRestricted: false,
  monthlyViewLimit: null,
  viewsThisMonth: 0,
  answers: {},
};

describe('planDecision', () => {
  it.each<[string, Partial<PlanState>, boolean, string | undefined]>([
    ['no limit', {}, true, undefined],
    ['under the limit', { monthlyViewLimit: 100, viewsThisMonth: 99 }, true, undefined],
    ['at the limit', { monthlyViewLimit: 100, viewsThisMonth: 100 }, false, MAX_VIEWS_REACHED],
    ['restricted', { isRestricted: true }, false, CLIENT_RESTRICTED],
    [
      'restricted and over the limit',
      { isRestricted: true, monthlyViewLimit: 1, viewsThisMonth: 5 },
      false,
      CLIENT_RESTRICTED,
    ],
  ])('%s', (_name, change, allowed, message) => {
    const decision = planDecision({ ...base, ...change }, now);
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.message).toBe(message);
  });

  it.each<[string, PlanState['answers'], boolean, boolean]>([
    ['never answered', {}, true, true],
    ['remind me a day ago', { remind_me: daysAgo(1) }, false, false],
    ['remind me three days ago', { remind_me: daysAgo(3) }, true, true],
    ["don't remind me", { dont_remind_me: daysAgo(10) }, true, false],
  ])('the two-day rule: %s', (_name, answers, moreThanTwoDays, remind) => {
    const decision = planDecision({ ...base, isRestricted: true, answers }, now);
    expect(decision.allowed).toBe(false);
    if (!decision.allowed) {
      expect(decision.setting).toEqual({
        id: base.clientId,
        mote_than_two_days: moreThanTwoDays,
        remindme_popup: remind,
        upgrade_popup: true,
      });
    }
  });

  it('counts views from the first of the month, UTC', () => {
    expect(monthStart(new Date('2026-03-31T23:59:59-05:00')).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });
});
