import { describe, expect, it, vi } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { hashPassword } from './password.ts';
import { throttledLogin, type LoginLimiter, type LoginSlot } from './throttled-login.ts';

const request = { ip: '10.1.2.3' } as FastifyRequest;
const fakeReply = () =>
  ({ header: vi.fn() }) as unknown as FastifyReply & { header: ReturnType<typeof vi.fn> };

describe('throttledLogin', async () => {
  const account = { id: 'a1', email: 'ann@example.com', passwordHash: await hashPassword('right password') };
  const findAccount = async (email: string) => (email === account.email ? account : null);

  it('asks the limiter under the address and account-from-address keys, then clears it on success', async () => {
    const succeeded = vi.fn();
    const limiter: LoginLimiter = {
      attempt: vi.fn(async (): Promise<LoginSlot> => ({ allowed: true, succeeded })),
    };
    const logIn = throttledLogin({ findAccount, decoyPassword: 'decoy', limiter });
    await expect(
      logIn(request, fakeReply(), { email: account.email, password: 'right password' }),
    ).resolves.toBe(account);
    expect(limiter.attempt).toHaveBeenCalledWith(['ip:10.1.2.3', 'account-ip:ann@example.com|10.1.2.3']);
    expect(succeeded).toHaveBeenCalledOnce();
  });

  it.each([
    ['a wrong password', account.email, 'wrong password'],
    ['an unknown email', 'nobody@example.com', 'right password'],
  ])('refuses %s with 401 and leaves the failure counted', async (_name, email, password) => {
    const succeeded = vi.fn();
    const logIn = throttledLogin({
      findAccount,
      decoyPassword: 'decoy',
      limiter: { attempt: () => ({ allowed: true, succeeded }) },
    });
    const refusal = await logIn(request, fakeReply(), { email, password }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 401,
      code: 'wrong_credentials',
      message: 'Wrong email or password',
    });
    expect(succeeded).not.toHaveBeenCalled();
  });

  it('answers a slowed attempt with 429, Retry-After and the wait, before reading the account', async () => {
    const lookups = vi.fn(findAccount);
    const logIn = throttledLogin({
      findAccount: lookups,
      decoyPassword: 'decoy',
      limiter: { attempt: () => ({ allowed: false, retryAfterMs: 90_500 }) },
    });
    const reply = fakeReply();
    const refusal = await logIn(request, reply, { email: account.email, password: 'right password' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({
      statusCode: 429,
      code: 'too_many_attempts',
      message: 'Too many login attempts; try again in 2 minutes',
    });
    expect(reply.header).toHaveBeenCalledWith('retry-after', 91);
    expect(lookups).not.toHaveBeenCalled();
  });
});
