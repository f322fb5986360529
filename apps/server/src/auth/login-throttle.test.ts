import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

function throttle(max = 3, windowMs = 1000) {
  const clock = { now: 0 };
  return { clock, limiter: new LoginThrottle({ max, windowMs, now: () => clock.now }) };
}

describe('LoginThrottle', () => {
  it('refuses the attempt past the maximum within the window, then allows again', () => {
    const { clock, limiter } = throttle(3, 1000);
    for (let i = 0; i < 3; i++) expect(limiter.attempt(['ip:1']).allowed).toBe(true);
    clock.now = 400;
    expect(limiter.attempt(['ip:1'])).toEqual({ allowed: false, retryAfterMs: 600 });
    clock.now = 1001;
    expect(limiter.attempt(['ip:1']).allowed).toBe(true);
  });

  it('refuses when any key is full, and takes no slot from the others', () => {
    const { limiter } = throttle(2);
    limiter.attempt(['ip:1', 'email:a']);
    limiter.attempt(['ip:2', 'email:a']);
    expect(limiter.attempt(['ip:3', 'email:a']).allowed).toBe(false);
    expect(limiter.attempt(['ip:3']).allowed).toBe(true);
    expect(limiter.attempt(['ip:3']).allowed).toBe(true);
  });

  it('gives the slots back on release, so successful logins never accumulate', () => {
    const { clock, limiter } = throttle(2);
    for (let i = 0; i < 10; i++) {
      clock.now = i;
      const result = limiter.attempt(['ip:1', 'email:a']);
      expect(result.allowed).toBe(true);
      if (result.allowed) result.release();
    }
  });

  it('forgets the least recently used keys past maxKeys', () => {
    const limiter = new LoginThrottle({ max: 1, windowMs: 1000, maxKeys: 2, now: () => 0 });
    limiter.attempt(['a']);
    limiter.attempt(['b']);
    limiter.attempt(['c']);
    expect(limiter.attempt(['a']).allowed).toBe(true);
    expect(limiter.attempt(['c']).allowed).toBe(false);
  });
});
