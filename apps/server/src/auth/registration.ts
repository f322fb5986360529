import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { LimitsUnavailable } from '../limits/limits-unavailable.ts';
import { LoginThrottle } from './login-throttle.ts';
import { hashPassword } from './password.ts';
import { TaskLimit } from './task-limit.ts';

/** Sign-ups and shop registrations allowed per IP within the window; each one counts, successful or not. */
export const REGISTRATION_ATTEMPTS = { max: 10, windowMs: 60 * 60 * 1000 } as const;

export type AttemptResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/** At most so many attempts per key within a window: in this process, or shared (Redis). */
export interface AttemptLimiter {
  attempt(keys: string[]): AttemptResult | Promise<AttemptResult>;
}

/** A per-IP limit on new accounts (dashboard sign-up, shop registration), in this process. */
export const registrationThrottle = (): AttemptLimiter => new LoginThrottle(REGISTRATION_ATTEMPTS);

/**
 * Counts a registration from the request's address: a 429 `too_many_attempts` with `Retry-After`
 * and `message` past the limit, a 503 when the shared limits cannot be asked (a registration waits
 * rather than go uncounted).
 */
export async function admitRegistration(
  limiter: AttemptLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
): Promise<void> {
  let slot: AttemptResult;
  try {
    slot = await limiter.attempt([`ip:${request.ip}`]);
  } catch (error) {
    if (error instanceof LimitsUnavailable) throw limitsUnavailable(request, reply, error);
    throw error;
  }
  if (!slot.allowed) {
    reply.header('retry-after', Math.ceil(slot.retryAfterMs / 1000));
    throw new HttpError(429, 'too_many_attempts', message);
  }
}

/** The 503 of a login or registration while the shared limits cannot be reached, logged once per request. */
export function limitsUnavailable(request: FastifyRequest, reply: FastifyReply, error: LimitsUnavailable) {
  request.log.warn({ err: error.cause }, 'login limits unreachable: the attempt waits');
  reply.header('retry-after', 30);
  return new HttpError(
    503,
    'try_again_later',
    'Signing in is unavailable for a moment; try again in 30 seconds',
  );
}

/**
 * New passwords are hashed one at a time per process: scrypt runs on libuv's pool of four threads,
 * and registrations in parallel would otherwise take them all and queue every login behind them.
 */
const hashing = new TaskLimit(1);

/** Hashes a new account's password without starving logins of scrypt threads. */
export const hashNewPassword = (password: string) => hashing.run(() => hashPassword(password));
