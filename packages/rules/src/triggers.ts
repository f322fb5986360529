import type { TTriggers } from '@hookline/schema';

/** Why a popup fired; the `trigger` sent with its view and conversion. More kinds arrive with later triggers. */
export type TriggerKind = 'seconds';

/** A trigger armed for one popup: when (after page load) it fires. */
export interface TimedTrigger {
  kind: 'seconds';
  /** Milliseconds from now. */
  delayMs: number;
}

/**
 * The timed triggers a popup's settings arm, given how long the page has been loaded. The seconds
 * trigger fires `seconds_on_page` seconds after page load, at once when that time has passed; a
 * null, absent or nonsensical setting arms nothing.
 */
export function timedTriggers(
  triggers: Pick<TTriggers, 'seconds_on_page'>,
  msSinceLoad: number,
): TimedTrigger[] {
  const seconds = triggers.seconds_on_page;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return [];
  return [{ kind: 'seconds', delayMs: Math.max(0, seconds * 1000 - Math.max(0, msSinceLoad)) }];
}
