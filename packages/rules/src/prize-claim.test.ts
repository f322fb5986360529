import { describe, expect, it } from 'vitest';
import { prizeClaimRefusal, type PrizeClaim } from './prize-claim.ts';

const prizes = {
  ten: { chances: 60, label: '10% OFF', code: 'SPIN10', loosing_option: 0 as const },
  none: { chances: 40, label: 'No luck', code: '', loosing_option: 1 as const },
};
const game = { gamified: true, prizes };

describe('prizeClaimRefusal', () => {
  it.each<[string, PrizeClaim, string | null]>([
    [
      'the prize with its code and label',
      { prize_id: 'ten', prize_code: 'SPIN10', prize_label: '10% OFF' },
      null,
    ],
    ['the prize alone', { prize_id: 'ten' }, null],
    ['a losing prize without a code', { prize_id: 'none', prize_label: 'No luck' }, null],
    ['no prize at all (a lead before the game)', {}, null],
    [
      'a prize not in the set',
      { prize_id: 'fifty', prize_code: 'SPIN10' },
      "prize_id fifty is not one of this popup's prizes",
    ],
    [
      'an inherited name',
      { prize_id: 'constructor' },
      "prize_id constructor is not one of this popup's prizes",
    ],
    [
      'another prize’s code',
      { prize_id: 'none', prize_code: 'SPIN10' },
      'prize_code does not belong to prize none',
    ],
    ['a made-up code', { prize_id: 'ten', prize_code: 'FREE100' }, 'prize_code does not belong to prize ten'],
    [
      'a made-up label',
      { prize_id: 'ten', prize_label: '90% OFF' },
      'prize_label does not belong to prize ten',
    ],
    [
      'a code without its prize',
      { prize_code: 'SPIN10' },
      'prize_code and prize_label need the prize_id they belong to',
    ],
  ])('%s', (_name, claim, refusal) => {
    expect(prizeClaimRefusal(game, claim)).toBe(refusal);
  });

  it('refuses a prize on a popup without prizes, and leaves other popups their prize_code fields', () => {
    expect(prizeClaimRefusal({ gamified: false, prizes: null }, { prize_id: 'ten' })).toMatch(/not one of/);
    expect(prizeClaimRefusal({ gamified: false, prizes: null }, { prize_code: 'ANY' })).toBeNull();
  });
});
