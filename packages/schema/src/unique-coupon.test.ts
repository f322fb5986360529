import { describe, expect, it } from 'vitest';
import { ZEditorDesignProperties } from './popup-editor-input.ts';

/** The first issue's path and message, as the admin API names them in a 400. */
function problem(coupon: unknown): string | undefined {
  const result = ZEditorDesignProperties.safeParse({ coupon });
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('a popup coupon’s "Unique code per lead"', () => {
  const unique = { kind: 'percent', amount: 10, expiry_days: 30, min_spend_cents: null };

  it('takes a template with a prefix', () => {
    expect(problem({ coupon_type: 'copy_on_click', code: 'WELCOME', unique })).toBeUndefined();
    expect(
      problem({ coupon_type: 'code', code: 'spring_26', unique: { kind: 'fixed_cart', amount: 500 } }),
    ).toBe(undefined);
  });

  it.each([
    [
      'a percentage over 100',
      { code: 'WELCOME', unique: { ...unique, amount: 150 } },
      'coupon.unique.amount',
    ],
    ['no amount', { code: 'WELCOME', unique: { kind: 'percent' } }, 'coupon.unique.amount'],
    ['an unknown kind', { code: 'WELCOME', unique: { ...unique, kind: 'free' } }, 'coupon.unique.kind'],
    [
      'an expiry of 0 days',
      { code: 'WELCOME', unique: { ...unique, expiry_days: 0 } },
      'coupon.unique.expiry_days',
    ],
    ['an unknown key', { code: 'WELCOME', unique: { ...unique, usage_limit: 5 } }, 'coupon.unique'],
    ['a prefix with spaces', { code: 'WELCOME 10', unique }, 'coupon: a unique code’s prefix'],
    ['a prefix over 30 characters', { code: 'W'.repeat(31), unique }, 'coupon: a unique code’s prefix'],
  ])('refuses %s', (_name, coupon, path) => {
    expect(problem({ coupon_type: 'code', ...coupon })).toMatch(new RegExp(`^${path}`));
  });
});
