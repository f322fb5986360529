import type { GamePrizes } from './game.ts';

/** The prize fields of a conversion (spec section 3): `prize_id` (ours) and the special form values. */
export interface PrizeClaim {
  prize_id?: string | undefined;
  prize_code?: string | undefined;
  prize_label?: string | undefined;
}

/**
 * Why the display API refuses a conversion's prize, or null when it stands: a visitor cannot forge
 * one through the public API. A `prize_id` must be one of the popup's prizes (a popup without a
 * prize set has none), and a `prize_code` or `prize_label` sent with it must be that prize's. On a
 * gamified popup a code or label needs its `prize_id`; other popups may name a field `prize_code`.
 */
export function prizeClaimRefusal(
  popup: { gamified: boolean; prizes: GamePrizes | null | undefined },
  claim: PrizeClaim,
): string | null {
  const { prize_id: id, prize_code: code, prize_label: label } = claim;
  if (id === undefined || id === '') {
    if (popup.gamified && (code || label))
      return 'prize_code and prize_label need the prize_id they belong to';
    return null;
  }
  const prize = popup.prizes && Object.hasOwn(popup.prizes, id) ? popup.prizes[id] : undefined;
  if (!prize) return `prize_id ${id} is not one of this popup's prizes`;
  if (code !== undefined && code !== (prize.code ?? '')) return `prize_code does not belong to prize ${id}`;
  if (label !== undefined && label !== prize.label) return `prize_label does not belong to prize ${id}`;
  return null;
}
