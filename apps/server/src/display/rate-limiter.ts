import { LruMap } from './lru-map.ts';

interface Window {
  count: number;
  startedAt: number;
}

/** A request's place in its bucket's window: what the `x-ratelimit-*` headers and a 429 tell. */
export interface RateLimitState {
  limit: number;
  /** Requests in this window, this one included. */
  count: number;
  /** Milliseconds until the window closes. */
  ttlMs: number;
}

/** Counts requests per bucket over a window: in this process, or shared by every instance. */
export interface WindowLimiter {
  readonly limit: number;
  readonly windowMs: number;
  /** Counts a request against `key`'s bucket (at once: the display path never waits for it). */
  hit(key: string, now?: number): RateLimitState;
}

/** How many buckets are remembered, as @fastify/rate-limit's in-memory store does. */
const BUCKETS = 5_000;

/**
 * The display API's fixed-window request counter, in memory per process: a bucket's window opens at
 * its first request and lasts `windowMs`. One counter serves both the Fastify routes (as the rate-limit
 * plugin's store, see `pluginStoreOf`) and the display call's lean path, so a bucket is the same
 * bucket whichever path a request takes.
 */
export class FixedWindowLimiter implements WindowLimiter {
  private readonly windows = new LruMap<string, Window>(BUCKETS);

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts a request against `key`'s bucket. */
  hit(key: string, now = Date.now()): RateLimitState {
    let window = this.windows.get(key);
    if (!window || window.startedAt + this.windowMs <= now) {
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count++;
    return { limit: this.limit, count: window.count, ttlMs: window.startedAt + this.windowMs - now };
  }
}

/** Whether a request in this state is over the limit (and answers 429). */
export const exceeded = (state: RateLimitState) => state.count > state.limit;

/** The headers every display API answer carries, as @fastify/rate-limit sets them. */
export function rateLimitHeaders(state: RateLimitState): Record<string, number> {
  const reset = Math.ceil(state.ttlMs / 1000);
  return exceeded(state)
    ? {
        'x-ratelimit-limit': state.limit,
        'x-ratelimit-remaining': 0,
        'x-ratelimit-reset': reset,
        'retry-after': reset,
      }
    : {
        'x-ratelimit-limit': state.limit,
        'x-ratelimit-remaining': Math.max(0, state.limit - state.count),
        'x-ratelimit-reset': reset,
      };
}

/** The 429 body of the display API. */
export const rateLimitedMessage = (ttlMs: number) =>
  `Too many requests; try again in ${Math.ceil(ttlMs / 1000)} s`;

type StoreCallback = (error: Error | null, result: { current: number; ttl: number }) => void;

/** A store class for @fastify/rate-limit's `store` option that counts in `limiter`. */
export function pluginStoreOf(limiter: WindowLimiter) {
  return class SharedStore {
    incr(key: string, callback: StoreCallback) {
      const state = limiter.hit(key);
      callback(null, { current: state.count, ttl: state.ttlMs });
    }
    child() {
      return this;
    }
  };
}
