import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LOGIN_BACKOFF } from '../auth/login-rules.ts';
import type { BackoffRule } from '../auth/login-backoff.ts';
import type { LoginLimiter, LoginSlot } from '../auth/throttled-login.ts';
import type { AttemptLimiter, AttemptResult } from '../auth/registration.ts';
import { LimitsUnavailable } from './limits-unavailable.ts';

/**
 * Login and registration limits kept in Redis, so every instance counts every attempt: each check
 * and count is one Lua script, atomic across instances, on Redis's own clock (`TIME`), so the
 * instances' clocks do not matter. The rules are the house's (login-rules.ts, registration.ts),
 * the same as the per-process limits.
 */

/** Milliseconds on Redis's clock. */
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;

/**
 * KEYS: the attempt's keys. ARGV: per key, its rule (free, base, max, forget). Answers 0 and counts
 * the attempt under every key, or the milliseconds to wait and counts nothing (as `LoginBackoff`).
 */
const BACKOFF_ATTEMPT = `${NOW}
local wait = 0
for i, key in ipairs(KEYS) do
  local a = (i - 1) * 4
  local free, base, max, forget = tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4])
  local v = redis.call('HMGET', key, 'count', 'last')
  local count, last = tonumber(v[1]), tonumber(v[2])
  if count and last and now - last < forget and count >= free then
    wait = math.max(wait, last + math.min(base * 2 ^ (count - free), max) - now)
  end
end
if wait > 0 then return math.ceil(wait) end
for i, key in ipairs(KEYS) do
  local forget = tonumber(ARGV[(i - 1) * 4 + 4])
  local v = redis.call('HMGET', key, 'count', 'last')
  local count, last = tonumber(v[1]), tonumber(v[2])
  if not (count and last and now - last < forget) then count = 0 end
  redis.call('HSET', key, 'count', count + 1, 'last', now)
  redis.call('PEXPIRE', key, forget)
end
return 0`;

/** KEYS: the attempt's keys. ARGV: per key, 1 to forget it whole (the account-and-address key), else 0. */
const BACKOFF_SUCCEEDED = `
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('HGET', key, 'count'))
  if count then
    if ARGV[i] == '1' or count <= 1 then redis.call('DEL', key) else redis.call('HINCRBY', key, 'count', -1) end
  end
end
return 0`;

/**
 * KEYS: the keys. ARGV: max, window (ms), a unique member. Answers 0 and counts the attempt, or the
 * milliseconds until the oldest attempt leaves the window (as `LoginThrottle`).
 */
const WINDOW_ATTEMPT = `${NOW}
local max, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local wait = 0
for _, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= max then
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now, 1)
  end
end
if wait > 0 then return math.ceil(wait) end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[3])
  redis.call('PEXPIRE', key, window)
end
return 0`;

const ask = async (run: () => Promise<unknown>): Promise<number> => {
  try {
    return Number(await run());
  } catch (error) {
    throw new LimitsUnavailable(error);
  }
};

/** The house's login backoff (`LOGIN_BACKOFF`) for one surface ('dashboard', 'shop'), in Redis. */
export function redisLoginBackoff(
  redis: Redis,
  surface: string,
  rules: Record<string, BackoffRule> = LOGIN_BACKOFF,
): LoginLimiter {
  const ruleOf = (key: string) => {
    const rule = rules[key.slice(0, key.indexOf(':'))];
    if (!rule) throw new Error(`No backoff rule for key ${key}`);
    return rule;
  };
  return {
    async attempt(keys: string[]): Promise<LoginSlot> {
      const names = keys.map((key) => `hookline:login:${surface}:${key}`);
      const args = keys.flatMap((key) => {
        const rule = ruleOf(key);
        return [rule.free, rule.baseMs, rule.maxMs, rule.forgetMs];
      });
      const wait = await ask(() => redis.eval(BACKOFF_ATTEMPT, names.length, ...names, ...args));
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      return {
        allowed: true,
        succeeded: async () => {
          const whole = keys.map((key) => (key.startsWith('account-ip:') ? '1' : '0'));
          await ask(() => redis.eval(BACKOFF_SUCCEEDED, names.length, ...names, ...whole));
        },
      };
    },
  };
}

/** At most `max` attempts per key within `windowMs` for one surface, in Redis (registrations). */
export function redisAttemptLimiter(
  redis: Redis,
  surface: string,
  { max, windowMs }: { max: number; windowMs: number },
): AttemptLimiter {
  return {
    async attempt(keys: string[]): Promise<AttemptResult> {
      const names = keys.map((key) => `hookline:attempts:${surface}:${key}`);
      const member = randomBytes(8).toString('hex');
      const wait = await ask(() => redis.eval(WINDOW_ATTEMPT, names.length, ...names, max, windowMs, member));
      return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
    },
  };
}
