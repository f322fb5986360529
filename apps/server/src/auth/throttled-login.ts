import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { LimitsUnavailable } from '../limits/limits-unavailable.ts';
import { limitsUnavailable } from './registration.ts';
import { loginBackoff, loginKeys, waitText } from './login-rules.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** A login attempt let through (a failure until `succeeded`), or how long it must wait. */
export type LoginSlot =
  { allowed: true; succeeded: () => void | Promise<void> } | { allowed: false; retryAfterMs: number };

/**
 * What slows logins down, by key (`loginKeys`: the address, and the account from that address).
 * `LoginBackoff` (login-backoff.ts) counts in this process's memory; a store that several
 * processes share (Redis) can take its place, answering asynchronously.
 */
export interface LoginLimiter {
  attempt(keys: string[]): LoginSlot | Promise<LoginSlot>;
}

export interface ThrottledLoginOptions<A> {
  /** The account with this email (any case), with its password hash, or null. */
  findAccount(email: string): Promise<A | null>;
  /** Hashed once; an unknown email is checked against it, so timing does not tell which emails have accounts. */
  decoyPassword: string;
  /** The house's login rules (`loginBackoff`) unless given. */
  limiter?: LoginLimiter;
}

const WRONG_CREDENTIALS = 'Wrong email or password';

/** The decoys' hashes, by password, made once per process. */
const decoys = new Map<string, Promise<string>>();
const decoyHash = (password: string) => {
  let hash = decoys.get(password);
  if (!hash) decoys.set(password, (hash = hashPassword(password)));
  return hash;
};

/**
 * Counts an attempt on the account with this email from the request's address (a login, or a
 * request for a password reset link): a 429 `too_many_attempts` with `Retry-After` and how long to
 * wait when the limiter says so (`what` names it: "login attempts"), a 503 when shared limits cannot be asked.
 */
export async function admitLoginAttempt(
  limiter: LoginLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  what = 'login attempts',
): Promise<Extract<LoginSlot, { allowed: true }>> {
  let slot: LoginSlot;
  try {
    slot = await limiter.attempt(loginKeys(request.ip, email));
  } catch (error) {
    // The shared limits cannot be asked: the attempt waits rather than go uncounted (fail closed).
    if (error instanceof LimitsUnavailable) throw limitsUnavailable(request, reply, error);
    throw error;
  }
  if (!slot.allowed) {
    reply.header('retry-after', Math.ceil(slot.retryAfterMs / 1000));
    throw new HttpError(
      429,
      'too_many_attempts',
      `Too many ${what}; try again ${waitText(slot.retryAfterMs)}`,
    );
  }
  return slot;
}

/**
 * How every login is checked (the dashboard's owners, the shop's customers): the attempt is slowed
 * by the limiter (429 `too_many_attempts` with `Retry-After` and how long to wait), the password is
 * checked against the account's hash or the decoy's (401 `wrong_credentials`, one message for a
 * wrong password and an unknown email), and a right password clears its history. Answers the account.
 */
export function throttledLogin<A extends { passwordHash: string }>(options: ThrottledLoginOptions<A>) {
  const limiter = options.limiter ?? loginBackoff();
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    credentials: { email: string; password: string },
  ): Promise<A> => {
    const slot = await admitLoginAttempt(limiter, request, reply, credentials.email);
    const account = await options.findAccount(credentials.email);
    const matches = await verifyPassword(
      credentials.password,
      account?.passwordHash ?? (await decoyHash(options.decoyPassword)),
    );
    if (!account || !matches) throw new HttpError(401, 'wrong_credentials', WRONG_CREDENTIALS);
    try {
      await slot.succeeded();
    } catch (error) {
      // The password was right: the login stands; its attempt stays counted until it is forgotten.
      if (!(error instanceof LimitsUnavailable)) throw error;
      request.log.warn({ err: error.cause }, 'login limits unreachable: a good login stays counted');
    }
    return account;
  };
}
