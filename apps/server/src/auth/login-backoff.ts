/**
 * Login throttling by growing delays instead of a wall. Each key (an IP, or an account seen from
 * one IP) counts its failures; past `free` of them, the next attempt must wait `baseMs`, doubling
 * with each further failure up to `maxMs`. A key is forgotten `forgetMs` after its last failure.
 *
 * Keys never name an account alone: a stranger's wrong guesses must not keep the real owner out
 * from another address, so an account is only ever slowed down together with the address guessing
 * at it (see `loginKeys`). Guessing from many addresses still pays scrypt per guess, and each address
 * is slowed by its own failures.
 *
 * An attempt counts as a failure from the moment it is let through (parallel guesses are counted
 * too); `succeeded` takes it back and clears the account-and-IP key.
 *
 * The memory is per process, like the rest of the limits: a shared store is the step past one machine.
 */
export interface BackoffRule {
  /** Failures allowed before any delay. */
  free: number;
  /** The first delay. */
  baseMs: number;
  /** The longest delay. */
  maxMs: number;
  /** A key with no failure for this long starts over. */
  forgetMs: number;
}

export interface LoginBackoffOptions {
  /** The rule for each kind of key: the part of the key before the first `:`. */
  rules: Record<string, BackoffRule>;
  /** Keys remembered at most; the least recently used are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

interface Failures {
  count: number;
  lastAt: number;
}

export type BackoffResult =
  { allowed: true; succeeded: () => void } | { allowed: false; retryAfterMs: number };

/** The delay owed after `failures` failures under `rule` (0 while within the free ones). */
export function backoffDelayMs(rule: BackoffRule, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.baseMs * 2 ** (failures - rule.free), rule.maxMs);
}

/** The keys of a login attempt: the address, and the account as seen from that address. */
export function loginKeys(ip: string, email: string): string[] {
  return [`ip:${ip}`, `account-ip:${email.toLowerCase()}|${ip}`];
}

export class LoginBackoff {
  private readonly failures = new Map<string, Failures>();
  private readonly rules: Record<string, BackoffRule>;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: LoginBackoffOptions) {
    this.rules = options.rules;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Lets the attempt through (counting it as a failure until `succeeded`) or says how long to wait. */
  attempt(keys: string[]): BackoffResult {
    const now = this.now();
    const waits = keys.map((key) => {
      const seen = this.current(key, now);
      return seen ? seen.lastAt + backoffDelayMs(this.ruleOf(key), seen.count) - now : 0;
    });
    const retryAfterMs = Math.max(0, ...waits);
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    for (const key of keys) {
      const seen = this.current(key, now);
      this.store(key, { count: (seen?.count ?? 0) + 1, lastAt: now });
    }
    return { allowed: true, succeeded: () => this.succeeded(keys) };
  }

  private succeeded(keys: string[]): void {
    for (const key of keys) {
      const seen = this.failures.get(key);
      if (!seen) continue;
      // The right password clears its account-and-IP history; an address keeps its other failures.
      if (key.startsWith('account-ip:') || seen.count <= 1) this.failures.delete(key);
      else seen.count -= 1;
    }
  }

  private ruleOf(key: string): BackoffRule {
    const rule = this.rules[key.slice(0, key.indexOf(':'))];
    if (!rule) throw new Error(`No backoff rule for key ${key}`);
    return rule;
  }

  private current(key: string, now: number): Failures | undefined {
    const seen = this.failures.get(key);
    if (seen && now - seen.lastAt >= this.ruleOf(key).forgetMs) {
      this.failures.delete(key);
      return undefined;
    }
    return seen;
  }

  private store(key: string, failures: Failures): void {
    // Re-inserting moves the key to the end, so the first key in the map is the least recently used.
    this.failures.delete(key);
    this.failures.set(key, failures);
    while (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }
}
