import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createPasswordReset,
  findCustomerByEmail,
  findPasswordReset,
  usePasswordReset,
  type Db,
} from '@hookline/db';
import {
  ZShopLostPasswordRequest,
  ZShopResetPasswordRequest,
  type TShopLostPasswordResponse,
} from '@hookline/schema';
import {
  LOST_PASSWORD_PATH,
  RESET_LINK_SENT_MESSAGE,
  RESET_PASSWORD_PATH,
  type ShopConfig,
} from '@hookline/shop';
import { hashNewPassword } from '../auth/registration.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { admitLoginAttempt } from '../auth/throttled-login.ts';
import { HttpError } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import type { Limits } from '../limits/limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import { PASSWORD_RESET_COOKIE, cookieOptions, newToken, passwordResetKey } from './cookies.ts';
import { startSession } from './customer-routes.ts';
import { formOrJson, fromHtmlForm } from './http.ts';
import { addNotice } from './notices.ts';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const SHOP_NAME = 'Hookline Supply Co.';

export interface PasswordResetOptions {
  /** The shop's public origin (`SHOP_URL`) for the link; unset: the request's own (mail kept locally). */
  shopUrl: string | undefined;
  now?: () => Date;
}

/** The reset email: who asked, the link, and what to do if it was not them. */
export function resetMail(to: string, name: string, link: string) {
  const text = [
    `Hello ${name || to},`,
    '',
    `Someone asked to reset the password of your account at ${SHOP_NAME} (${to}).`,
    'If it was you, choose a new password here. The link works once, within one hour:',
    '',
    link,
    '',
    'If it was not you, ignore this email: your password stays as it is.',
  ].join('\n');
  return { to, subject: `Reset your password at ${SHOP_NAME}`, text };
}

const invalidLink = () =>
  new HttpError(
    400,
    'invalid_reset_link',
    'This password reset link is invalid, has expired, or was already used; ask for a new one.',
  );

const originOf = (request: FastifyRequest, shopUrl: string | undefined) =>
  shopUrl ?? `${request.protocol}://${request.host}`;

/**
 * "Lost your password?": `lost-password` mails a one-hour, single-use link to a customer's email
 * (always the same answer, so that it tells no one which emails have accounts; counted as logins
 * are); the link (`/my-account/reset-password/{key}`) keeps its key in a cookie and opens the
 * "Choose a new password" page; `reset-password` sets the new password, drops the customer's other
 * links and sessions, and logs them in.
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  db: Db,
  config: ShopConfig,
  deps: { limits: Pick<Limits, 'login'>; mail: Mailer },
  options: PasswordResetOptions,
): Promise<void> {
  const base = `${config.apiBase}/customer`;
  const limiter = deps.limits.login('shop-password-reset');
  const now = options.now ?? (() => new Date());

  app.post(`${base}/lost-password`, { preValidation: formOrJson }, async (request, reply) => {
    const { email } = parse(ZShopLostPasswordRequest, request.body);
    await admitLoginAttempt(limiter, request, reply, email, 'password reset requests');
    const customer = await findCustomerByEmail(db, email);
    const token = newToken();
    const stored =
      customer !== null &&
      (await createPasswordReset(
        db,
        {
          tokenHash: hashSessionToken(token),
          customerId: customer.id,
          expiresAt: new Date(now().getTime() + RESET_LINK_TTL_MS),
        },
        { now: now() },
      ));
    if (customer && stored) {
      const link = `${originOf(request, options.shopUrl)}${RESET_PASSWORD_PATH}/${token}`;
      // Not awaited: an SMTP round trip would tell, by the time it takes, that the account exists.
      deps.mail.send(resetMail(customer.email, customer.name, link)).catch((error: unknown) => {
        request.log.error({ err: error }, 'the password reset email could not be sent');
      });
    }
    if (fromHtmlForm(request)) return reply.redirect(`${LOST_PASSWORD_PATH}?reset-link-sent=true`, 303);
    return { message: RESET_LINK_SENT_MESSAGE } satisfies TShopLostPasswordResponse;
  });

  // The link: its key goes into a cookie, and the browser on to the page without it in the address.
  app.get<{ Params: { key: string } }>(`${RESET_PASSWORD_PATH}/:key`, async (request, reply) => {
    reply.setCookie(PASSWORD_RESET_COOKIE, request.params.key.slice(0, 64), {
      ...cookieOptions(request),
      maxAge: RESET_LINK_TTL_MS / 1000,
    });
    return reply.header('cache-control', 'no-store').redirect(RESET_PASSWORD_PATH, 303);
  });

  app.post(`${base}/reset-password`, { preValidation: formOrJson }, async (request, reply) => {
    const { password } = parse(ZShopResetPasswordRequest, request.body);
    const key = passwordResetKey(request);
    const tokenHash = key === null ? null : hashSessionToken(key);
    // A wrong or used key costs no scrypt hash.
    if (tokenHash === null || !(await findPasswordReset(db, tokenHash, now()))) throw invalidLink();
    const used = await usePasswordReset(db, tokenHash, await hashNewPassword(password), now());
    if (!used) throw invalidLink();
    reply.clearCookie(PASSWORD_RESET_COOKIE, cookieOptions(request));
    await startSession(db, request, reply, used.customerId);
    addNotice(request, reply, {
      type: 'success',
      text: 'Your password has been changed. You are logged in.',
    });
    if (fromHtmlForm(request)) return reply.redirect('/my-account', 303);
    return { redirect: '/my-account' };
  });
}
