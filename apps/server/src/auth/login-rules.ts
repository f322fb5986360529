import { LoginBackoff, loginKeys, type BackoffRule } from './login-backoff.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * How login attempts are slowed (dashboard and shop alike). An address gets ten free failures, then
 * waits a minute, doubling to fifteen; an account seen from one address gets five, then waits two
 * seconds, doubling: a person mistyping barely notices, a guesser gets a few hundred tries a day.
 */
export const LOGIN_BACKOFF = {
  ip: { free: 10, baseMs: 60_000, maxMs: FIFTEEN_MINUTES, forgetMs: FIFTEEN_MINUTES },
  'account-ip': { free: 5, baseMs: 2_000, maxMs: FIFTEEN_MINUTES, forgetMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, BackoffRule>;

/** A login limiter with the house rules; `now` for tests. */
export const loginBackoff = (now?: () => number) =>
  new LoginBackoff({ rules: LOGIN_BACKOFF, ...(now ? { now } : {}) });

/** "in 40 seconds", "in 2 minutes": how long a slowed login waits, for its message. */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export { loginKeys };
