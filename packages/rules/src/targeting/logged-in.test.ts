import { describe, expect, it } from 'vitest';
import type { TLoggedInRule, TShopRole } from '@hookline/schema';
import { loggedInAllows } from './logged-in.ts';

describe('loggedInAllows', () => {
  it.each<[string, TLoggedInRule, TShopRole, boolean]>([
    ['all: a guest sees it', { block: 'all' }, 'guest', true],
    ['all: a customer does not', { block: 'all' }, 'customer', false],
    ['all: a shop admin does not', { block: 'all' }, 'shop_admin', false],
    ['roles: a listed role is refused', { block: 'roles', roles: ['shop_admin'] }, 'shop_admin', false],
    ['roles: an unlisted role sees it', { block: 'roles', roles: ['shop_admin'] }, 'customer', true],
    ['roles: guests may be listed', { block: 'roles', roles: ['guest', 'customer'] }, 'guest', false],
    [
      'roles: an admin passes a customers-only block',
      { block: 'roles', roles: ['customer'] },
      'shop_admin',
      true,
    ],
  ])('%s', (_name, rule, role, allowed) => {
    expect(loggedInAllows(rule, role)).toBe(allowed);
  });
});
