import { describe, expect, it } from 'vitest';
import { prizeChancesTotal, prizeSetProblem } from '@hookline/schema/prize-set';
import type { PopupDocument } from '../../api/popups.ts';
import { addPrize, newPrizeId, prizesOf, removePrize, updatePrize, updateRedirect } from './prize-edit.ts';

const prize = (chances: number, label: string) => ({
  chances,
  label,
  code: '',
  loosing_option: 0 as const,
  redirect_to: 0 as const,
});
const document = {
  design_properties: { prizes: { a: prize(60, 'A'), b: prize(40, 'B') } },
} as unknown as PopupDocument;

describe('prize edits', () => {
  it('changes a prize, its redirect, adds and removes prizes', () => {
    const changed = updatePrize('a', { chances: 50, code: 'SAVE' })(document);
    expect(prizesOf(changed).a).toMatchObject({ chances: 50, code: 'SAVE' });
    expect(prizeSetProblem(prizesOf(changed))).toBe('The chances add up to 90%; they must add up to 100%.');
    const added = addPrize(changed);
    expect(Object.keys(prizesOf(added))).toEqual(['a', 'b', 'prize_3']);
    const fixed = updatePrize('prize_3', { chances: 10, label: 'Free gift' })(added);
    expect(prizeChancesTotal(prizesOf(fixed))).toBe(100);
    expect(prizeSetProblem(prizesOf(fixed))).toBeNull();
    const redirect = updateRedirect('b', { redirect_to_url: 'https://shop.test', redirect_close_delay: 3 })(
      fixed,
    );
    expect(prizesOf(redirect).b?.redirect_to_options).toEqual({
      redirect_to_url: 'https://shop.test',
      redirect_close: 0,
      redirect_close_delay: 3,
    });
    expect(Object.keys(prizesOf(removePrize('a')(redirect)))).toEqual(['b', 'prize_3']);
    // The document it started from is unchanged.
    expect(prizesOf(document).a?.chances).toBe(60);
  });

  it('names new prizes apart from the ones there, and adds none past 12', () => {
    expect(newPrizeId({ prize_2: prize(1, 'x') })).toBe('prize_3');
    let full = document;
    for (let i = 0; i < 14; i++) full = addPrize(full);
    expect(Object.keys(prizesOf(full))).toHaveLength(12);
  });
});
