import { fillPrizeTags, type GamePrize, type GamePrizes } from '@hookline/rules';
import type { TScreen } from '@hookline/schema';
import type { FormSubmission } from '../popup/contract.ts';

/**
 * The prize set as the display answer carries it (`design_properties.prizes`), read defensively: the
 * admin API checked it when it was saved, so only what would break a game is left out (a prize
 * without a numeric chance or a label).
 */
export function readPrizes(value: unknown): GamePrizes {
  if (typeof value !== 'object' || value === null) return {};
  const prizes: Record<string, GamePrize> = {};
  for (const [id, prize] of Object.entries(value as Record<string, Partial<GamePrize>>)) {
    if (typeof prize?.chances === 'number' && typeof prize.label === 'string' && id !== '__proto__')
      prizes[id] = { ...prize, loosing_option: prize.loosing_option === 1 ? 1 : 0 } as GamePrize;
  }
  return prizes;
}

/**
 * A screen with `{{prize_label}}` and `{{prize_code}}` filled in every text it holds (headings,
 * texts, the coupon's code, buttons, custom HTML), so a coupon block of `{{prize_code}}` hands out
 * the prize's code, and one whose prize has no code is empty (the coupon then renders nothing).
 */
export function screenWithPrize(screen: TScreen, prize: GamePrize | null): TScreen {
  // Each value is escaped as JSON text, so a label with quotes cannot break the document.
  const escaped = prize && {
    label: JSON.stringify(prize.label).slice(1, -1),
    code: JSON.stringify(prize.code ?? '').slice(1, -1),
  };
  return JSON.parse(fillPrizeTags(JSON.stringify(screen), escaped)) as TScreen;
}

/**
 * The conversion of a game won or lost with prize `id`: the form's values (when a form was sent)
 * with the prize's label and code under the spec's special field names (`prize_label`,
 * `prize_code`), and its id as `prize_id`. Null for an id the set does not have.
 */
export function prizeSubmission(
  prizes: GamePrizes,
  id: string,
  submission: FormSubmission | null,
): FormSubmission | null {
  const prize = prizes[id];
  if (!prize) return null;
  const values = { ...submission?.values };
  if (prize.label) values.prize_label = prize.label;
  if (prize.code) values.prize_code = prize.code;
  return { values, extraFields: submission?.extraFields ?? [], meta: { ...submission?.meta, prize_id: id } };
}
