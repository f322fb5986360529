import { fillPrizeTags, type GamePrize, type GamePrizes } from '@hookline/rules';
import type { TScreen } from '@hookline/schema';

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
