import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createCustomer,
  createCustomerSession,
  deleteCustomerSession,
  findCustomerByEmail,
  type Db,
} from '@hookline/db';
import {
  ZShopLoginRequest,
  ZShopRegisterRequest,
  type TShopAccountResponse,
  type TShopCustomer,
  type TShopSessionResponse,
} from '@hookline/schema';
import type { ShopConfig } from '@hookline/shop';
import { accountOrders, adoptGuestCart } from '@hookline/shop/services';
import { admitRegistration, hashNewPassword } from '../auth/registration.ts';
import type { Limits } from '../limits/limits.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { throttledLogin } from '../auth/throttled-login.ts';
import { HttpError } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import {
  CUSTOMER_COOKIE,
  CUSTOMER_SESSION_TTL_MS,
  cookieOptions,
  customerTokenHash,
  guestCartTokenHash,
  newToken,
} from './cookies.ts';
import { addNotice } from './notices.ts';
import { findCustomer } from './customer-session.ts';
import { formOrJson, fromHtmlForm } from './http.ts';

const publicCustomer = (c: TShopCustomer): TShopCustomer => ({
  id: c.id,
  email: c.email,
  name: c.name,
});

/** Logs the customer in: a new session cookie, and their saved cart merged with this browser's. */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, customerId: string) {
  const token = newToken();
  await createCustomerSession(db, {
    tokenHash: hashSessionToken(token),
    customerId,
    expiresAt: new Date(Date.now() + CUSTOMER_SESSION_TTL_MS),
  });
  reply.setCookie(CUSTOMER_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: CUSTOMER_SESSION_TTL_MS / 1000,
  });
  // The saved cart follows the customer here, with what they added as a guest in this browser;
  // a line the product's rules cut down is told on the next page (WooCommerce's notices).
  addNotice(request, reply, ...(await adoptGuestCart(db, guestCartTokenHash(request), customerId)));
}

/** Shop customers: register, log in, log out, and who am I (with orders). */
export async function customerRoutes(
  app: FastifyInstance,
  db: Db,
  config: ShopConfig,
  limits: Pick<Limits, 'login' | 'registration'>,
): Promise<void> {
  const base = `${config.apiBase}/customer`;
  const logIn = throttledLogin({
    findAccount: (email) => findCustomerByEmail(db, email),
    decoyPassword: 'hookline-shop-decoy',
    limiter: limits.login('shop'),
  });
  const registrations = limits.registration('shop');

  app.post(`${base}/register`, { preValidation: formOrJson }, async (request, reply) => {
    const body = parse(ZShopRegisterRequest, request.body);
    await admitRegistration(
      registrations,
      request,
      reply,
      'Too many registrations from this address; try again later',
    );
    // A taken email costs a lookup, not an scrypt hash (createCustomer still guards the race).
    const customer =
      (await findCustomerByEmail(db, body.email)) === null
        ? await createCustomer(db, {
            email: body.email,
            passwordHash: await hashNewPassword(body.password),
            name: body.name ?? '',
          })
        : null;
    if (!customer)
      throw new HttpError(
        409,
        'email_taken',
        'An account is already registered with this email; please log in',
      );
    await startSession(db, request, reply, customer.id);
    if (fromHtmlForm(request)) return reply.redirect('/my-account', 303);
    return reply.status(201).send({ customer: publicCustomer(customer) } satisfies TShopSessionResponse);
  });

  app.post(`${base}/login`, { preValidation: formOrJson }, async (request, reply) => {
    const customer = await logIn(request, reply, parse(ZShopLoginRequest, request.body));
    await startSession(db, request, reply, customer.id);
    if (fromHtmlForm(request)) return reply.redirect('/my-account', 303);
    return { customer: publicCustomer(customer) } satisfies TShopSessionResponse;
  });

  app.post(`${base}/logout`, async (request, reply) => {
    const hash = customerTokenHash(request);
    if (hash) await deleteCustomerSession(db, hash);
    reply.clearCookie(CUSTOMER_COOKIE, cookieOptions(request));
    if (fromHtmlForm(request)) return reply.redirect('/my-account', 303);
    return reply.status(204).send();
  });

  app.get(base, async (request): Promise<TShopAccountResponse> => {
    const customer = await findCustomer(db, request);
    if (!customer) throw new HttpError(401, 'unauthenticated', 'Log in to continue');
    return { customer: publicCustomer(customer), orders: await accountOrders(db, customer.id) };
  });
}
