/**
 * In-memory limit on login attempts: at most `max` attempts per key (an IP or an email) within
 * `windowMs`. An attempt takes a slot before the password is checked, so parallel guesses are
 * counted too; a successful login gives its slot back, so people who know their password are never
 * locked out by their own logins. Only failures therefore accumulate.
 *
 * The memory is per process: with several server processes each keeps its own count, so the real
 * limit is `max` times the number of processes, and a restart forgets. That is enough to make online
 * guessing pointless at scrypt's cost; a shared store (PostgreSQL or Redis) is the step past one machine.
 */
export interface LoginThrottleOptions {
  max: number;
  windowMs: number;
  /** Keys remembered at most; the oldest are forgotten first. Bounds memory under a flood of keys. */
  maxKeys?: number;
  now?: () => number;
}

export type ThrottleResult =
  { allowed: true; release: () => void } | { allowed: false; retryAfterMs: number };

export class LoginThrottle {
  private readonly attempts = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: LoginThrottleOptions) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * Takes one slot under every key, or none when any key is full. `release` gives the slots back
   * (call it after a successful login).
   */
  attempt(keys: string[]): ThrottleResult {
    const now = this.now();
    const lists = keys.map((key) => this.recent(key, now));
    const full = lists.filter((list) => list.length >= this.max);
    if (full.length > 0) {
      const retryAfterMs = Math.max(...full.map((list) => list[0]! + this.windowMs - now));
      return { allowed: false, retryAfterMs: Math.max(retryAfterMs, 1) };
    }
    keys.forEach((key, index) => this.store(key, [...lists[index]!, now]));
    return {
      allowed: true,
      release: () => {
        for (const key of keys) {
          const list = this.attempts.get(key);
          const at = list?.lastIndexOf(now) ?? -1;
          if (list && at >= 0) list.splice(at, 1);
          if (list?.length === 0) this.attempts.delete(key);
        }
      },
    };
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }

  private store(key: string, list: number[]): void {
    // Re-inserting moves the key to the end, so the first key in the map is the least recently used.
    this.attempts.delete(key);
    this.attempts.set(key, list);
    while (this.attempts.size > this.maxKeys) {
      const oldest = this.attempts.keys().next().value;
      if (oldest === undefined) break;
      this.attempts.delete(oldest);
    }
  }
}
