import { createHash, randomBytes } from 'node:crypto';

/** Name of the cookie holding the dashboard session token. */
export const SESSION_COOKIE = 'hl_session';

/** How long a session lasts after login. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new session token: 32 random bytes, base64url. Only its hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/**
 * The stored form of a token. A plain sha256 suffices (no salt, no slow hash): the token carries 256
 * random bits, so a leaked table cannot be turned back into cookies by guessing.
 */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
