import { describe, expect, it } from 'vitest';
import { LoginBackoff, backoffDelayMs, loginKeys, type BackoffRule } from './login-backoff.ts';

const RULE: BackoffRule = { free: 3, baseMs: 1000, maxMs: 8000, forgetMs: 60_000 };

function backoff(rules: Record<string, BackoffRule> = { ip: RULE, 'account-ip': RULE }) {
  const clock = { now: 0 };
  return { clock, limiter: new LoginBackoff({ rules, now: () => clock.now }) };
}

describe('backoffDelayMs', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 1000],
    [4, 2000],
    [5, 4000],
    [6, 8000],
    [20, 8000],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(backoffDelayMs(RULE, failures)).toBe(delay);
  });
});

describe('LoginBackoff', () => {
  it('lets the free failures through, then asks for a delay that doubles, never a wall', () => {
    const { clock, limiter } = backoff();
    for (let i = 0; i < 3; i++) expect(limiter.attempt(['ip:1']).allowed).toBe(true);
    expect(limiter.attempt(['ip:1'])).toEqual({ allowed: false, retryAfterMs: 1000 });
    clock.now = 1000;
    expect(limiter.attempt(['ip:1']).allowed).toBe(true);
    clock.now = 2999;
    expect(limiter.attempt(['ip:1'])).toEqual({ allowed: false, retryAfterMs: 1 });
    clock.now = 3000;
    expect(limiter.attempt(['ip:1']).allowed).toBe(true);
  });

  it('caps the delay and forgets a key after a quiet spell', () => {
    const { clock, limiter } = backoff();
    for (let i = 0; i < 30; i++) {
      const result = limiter.attempt(['ip:1']);
      clock.now += result.allowed ? 0 : result.retryAfterMs;
      expect(result.allowed ? 0 : result.retryAfterMs).toBeLessThanOrEqual(8000);
    }
    clock.now += 60_000;
    for (let i = 0; i < 3; i++) expect(limiter.attempt(['ip:1']).allowed).toBe(true);
  });

  it("never slows an account's login from another address, whatever failed elsewhere", () => {
    const { limiter } = backoff();
    for (let i = 0; i < 10; i++) limiter.attempt(loginKeys('10.0.0.1', 'owner@example.com'));
    expect(limiter.attempt(loginKeys('10.0.0.1', 'owner@example.com')).allowed).toBe(false);
    expect(limiter.attempt(loginKeys('10.0.0.2', 'Owner@Example.com')).allowed).toBe(true);
  });

  it('takes a successful attempt back and clears its account-and-IP failures', () => {
    const { limiter } = backoff();
    for (let i = 0; i < 2; i++) limiter.attempt(loginKeys('10.0.0.1', 'a@example.com'));
    const ok = limiter.attempt(loginKeys('10.0.0.1', 'a@example.com'));
    if (!ok.allowed) throw new Error('expected allowed');
    ok.succeeded();
    // The address keeps its two failures (one more is free); the account from it starts over.
    expect(limiter.attempt(loginKeys('10.0.0.1', 'b@example.com')).allowed).toBe(true);
    expect(limiter.attempt(loginKeys('10.0.0.1', 'b@example.com')).allowed).toBe(false);
    for (let i = 0; i < 20; i++) {
      const result = limiter.attempt(loginKeys('10.0.0.9', 'c@example.com'));
      expect(result.allowed).toBe(true);
      if (result.allowed) result.succeeded();
    }
  });

  it('forgets the least recently used keys past maxKeys', () => {
    const limiter = new LoginBackoff({ rules: { ip: { ...RULE, free: 1 } }, maxKeys: 2, now: () => 0 });
    limiter.attempt(['ip:a']);
    limiter.attempt(['ip:b']);
    limiter.attempt(['ip:c']);
    expect(limiter.attempt(['ip:a']).allowed).toBe(true);
    expect(limiter.attempt(['ip:c']).allowed).toBe(false);
  });
});
