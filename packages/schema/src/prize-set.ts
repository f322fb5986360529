/**
 * A prize set's checks, without zod (the dashboard imports them through `@hookline/schema/prize-set`
 * without bundling zod); the schema of a prize set is `prizes.ts`.
 */

/** Spec section 9: the wheel has 12 segments of 30 degrees, so a set has at most 12 prizes. */
export const MAX_PRIZES = 12;

/** The sum of a set's chances, rounded to hundredths of a percent. */
export function prizeChancesTotal(prizes: Readonly<Record<string, { chances: number }>>): number {
  const total = Object.values(prizes).reduce((sum, prize) => sum + prize.chances, 0);
  return Math.round(total * 100) / 100;
}

/**
 * What is wrong with a prize set as an owner would read it, or null when it can be played: at least
 * one prize, chances that add up to 100, a label on every prize and an address on every redirect.
 */
export function prizeSetProblem(
  prizes: Readonly<
    Record<
      string,
      {
        chances: number;
        label: string;
        redirect_to?: 0 | 1;
        redirect_to_options?: { redirect_to_url?: string };
      }
    >
  >,
): string | null {
  const list = Object.values(prizes);
  if (list.length === 0) return 'Add at least one prize.';
  const total = prizeChancesTotal(prizes);
  if (total !== 100) return `The chances add up to ${total}%; they must add up to 100%.`;
  if (list.some((prize) => prize.label.trim() === '')) return 'Every prize needs a label.';
  if (list.some((prize) => prize.redirect_to === 1 && !prize.redirect_to_options?.redirect_to_url?.trim()))
    return 'A prize that redirects needs an address.';
  return null;
}
