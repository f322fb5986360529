import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@hookline/db';
import { testDatabases, uniqueSuffix } from '@hookline/db/testing';
import type * as PasswordModule from '../auth/password.ts';
import { Shopper, shopTestApp } from './testing.ts';

// Counts the hashes registration runs: a taken email must be refused before any scrypt work.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../auth/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashes.count += 1;
      return original.hashPassword(password);
    },
  };
});

describe.each(testDatabases())(
  'registration and sign-up check the email before hashing on $name',
  ({ open }) => {
    let database: Database;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await open();
      app = await shopTestApp(database);
    });
    afterAll(() => app.close());

    it('refuses a taken shop email with a 409 and no hash', async () => {
      const email = `taken-${uniqueSuffix()}@example.com`;
      const shopper = new Shopper(app);
      expect(
        (await shopper.json('/api/shop/customer/register', { email, password: 'long enough' })).statusCode,
      ).toBe(201);
      const before = hashes.count;
      const again = await new Shopper(app).json('/api/shop/customer/register', {
        email,
        password: 'long enough',
      });
      expect(again.statusCode).toBe(409);
      expect(hashes.count).toBe(before);
    });

    it('refuses a taken dashboard email with a 409 and no hash', async () => {
      const signup = (email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/signup',
          remoteAddress: `10.88.0.${Math.floor(Math.random() * 250)}`,
          headers: { 'content-type': 'application/json', 'x-hookline-request': '1' },
          payload: JSON.stringify({
            account_name: 'Taken',
            email,
            password: 'long enough password',
            site_name: 'Taken',
            site_domain: 'taken.example',
          }),
        });
      const email = `owner-taken-${uniqueSuffix()}@example.com`;
      expect((await signup(email)).statusCode).toBe(201);
      const before = hashes.count;
      expect((await signup(email)).statusCode).toBe(409);
      expect(hashes.count).toBe(before);
    });
  },
);
