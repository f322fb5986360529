import { loginBackoff } from '../auth/login-rules.ts';
import { REGISTRATION_ATTEMPTS, registrationThrottle, type AttemptLimiter } from '../auth/registration.ts';
import type { LoginLimiter } from '../auth/throttled-login.ts';
import { FixedWindowLimiter, type WindowLimiter } from '../display/rate-limiter.ts';
import { connectRedis, type LimitsLog } from './redis-client.ts';
import { redisAttemptLimiter, redisLoginBackoff } from './redis-login-limits.ts';
import { SharedWindowLimiter } from './shared-window-limiter.ts';

/**
 * Where a login or a registration comes from: each surface keeps its own counts. The shop's requests
 * for a password reset link are counted as logins are, under a surface of their own.
 */
export type Surface = 'dashboard' | 'shop' | 'shop-password-reset';

/**
 * The server's limits: the display API's rate limit, and the login and registration throttles of
 * each surface. Without `REDIS_URL` each process counts its own (N instances allow N times each
 * limit); with it, every instance shares them (docs/scaling.md).
 */
export interface Limits {
  /** Null when `DISPLAY_RATE_LIMIT_PER_MINUTE` is 0. */
  display: WindowLimiter | null;
  login(surface: Surface): LoginLimiter;
  registration(surface: Surface): AttemptLimiter;
  /** Settles what is pending and closes the connection. */
  close(): Promise<void>;
}

const DISPLAY_WINDOW_MS = 60_000;

export function createLimits(
  config: { displayRateLimitPerMinute: number; redisUrl: string | undefined },
  log: LimitsLog,
): Limits {
  const perMinute = config.displayRateLimitPerMinute;
  if (!config.redisUrl) {
    return {
      display: perMinute > 0 ? new FixedWindowLimiter(perMinute, DISPLAY_WINDOW_MS) : null,
      login: () => loginBackoff(),
      registration: () => registrationThrottle(),
      close: async () => {},
    };
  }
  const redis = connectRedis(config.redisUrl, log);
  const display = perMinute > 0 ? new SharedWindowLimiter(redis, perMinute, DISPLAY_WINDOW_MS) : null;
  return {
    display,
    login: (surface) => redisLoginBackoff(redis, surface),
    registration: (surface) => redisAttemptLimiter(redis, surface, REGISTRATION_ATTEMPTS),
    async close() {
      await display?.close();
      redis.disconnect();
    },
  };
}
