import { MAX_PRIZES } from '@hookline/schema/prize-set';
import type { TPrize, TPrizeSet } from '@hookline/schema';
import type { PopupDocument } from '../../api/popups.ts';
import { withDesign } from '../edit.ts';

/** Pure changes to a game's prize set (`design_properties.prizes`), for the prize editor. */

export const prizesOf = (document: PopupDocument): TPrizeSet => document.design_properties.prizes ?? {};

const setPrizes = (prizes: TPrizeSet) => withDesign({ prizes });

/** Changes one prize's fields. */
export const updatePrize =
  (id: string, patch: Partial<TPrize>) =>
  (document: PopupDocument): PopupDocument => {
    const prizes = prizesOf(document);
    const prize = prizes[id];
    return prize ? setPrizes({ ...prizes, [id]: { ...prize, ...patch } })(document) : document;
  };

/** Changes a prize's redirect options. */
export const updateRedirect =
  (id: string, patch: Partial<NonNullable<TPrize['redirect_to_options']>>) =>
  (document: PopupDocument): PopupDocument => {
    const prize = prizesOf(document)[id];
    if (!prize) return document;
    const options = { redirect_to_url: '', redirect_close: 0 as const, redirect_close_delay: 0 };
    return updatePrize(id, { redirect_to_options: { ...options, ...prize.redirect_to_options, ...patch } })(
      document,
    );
  };

/** An id no prize of the set has: `prize_1`, `prize_2`, ... */
export function newPrizeId(prizes: TPrizeSet): string {
  let n = Object.keys(prizes).length + 1;
  while (`prize_${n}` in prizes) n++;
  return `prize_${n}`;
}

/** Adds a winning prize with no chance yet (the owner gives it one), unless the set is full. */
export const addPrize = (document: PopupDocument): PopupDocument => {
  const prizes = prizesOf(document);
  if (Object.keys(prizes).length >= MAX_PRIZES) return document;
  const prize: TPrize = { chances: 0, label: 'New prize', code: '', loosing_option: 0, redirect_to: 0 };
  return setPrizes({ ...prizes, [newPrizeId(prizes)]: prize })(document);
};

export const removePrize =
  (id: string) =>
  (document: PopupDocument): PopupDocument => {
    const { [id]: _removed, ...rest } = prizesOf(document);
    return setPrizes(rest)(document);
  };
