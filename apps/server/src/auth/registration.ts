import { LoginThrottle } from './login-throttle.ts';
import { hashPassword } from './password.ts';
import { TaskLimit } from './task-limit.ts';

/** Sign-ups and shop registrations allowed per IP within the window; each one counts, successful or not. */
export const REGISTRATION_ATTEMPTS = { max: 10, windowMs: 60 * 60 * 1000 } as const;

/** A per-IP limit on new accounts (dashboard sign-up, shop registration). */
export const registrationThrottle = () => new LoginThrottle(REGISTRATION_ATTEMPTS);

/**
 * New passwords are hashed one at a time per process: scrypt runs on libuv's pool of four threads,
 * and registrations in parallel would otherwise take them all and queue every login behind them.
 */
const hashing = new TaskLimit(1);

/** Hashes a new account's password without starving logins of scrypt threads. */
export const hashNewPassword = (password: string) => hashing.run(() => hashPassword(password));
