import type { FastifyInstance } from 'fastify';
import { createAccountSite, createAccountWithSite, findUserByEmail, updateAccountSite } from '@hookline/db';
import {
  ZSignupRequest,
  ZSiteCreateRequest,
  ZSiteParams,
  ZSiteUpdateRequest,
  type TAdminSite,
  type TMeResponse,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { REGISTRATION_ATTEMPTS, admitRegistration, hashNewPassword } from '../auth/registration.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { authenticate, sessionOf } from './authenticate.ts';
import { startSession } from './session-routes.ts';
import { toAdminSite } from './site-routes.ts';
import { requestOrigin } from './snippet.ts';

/** Sign-ups allowed per IP within the window; each one counts, successful or not. */
export const SIGNUP_ATTEMPTS = REGISTRATION_ATTEMPTS;

/**
 * `POST /api/admin/signup` (public): a new account with its first user and site, then logged in.
 * `POST /api/admin/sites`, `PATCH /api/admin/sites/:clientId`: add a site, rename it or change its
 * domains (a domain change reaches the display path at once through `ctx.sites.changed`).
 */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');
  const registrations = ctx.limits.registration('dashboard');

  app.post('/api/admin/signup', { preValidation: json }, async (request, reply): Promise<TMeResponse> => {
    const input = parse(ZSignupRequest, request.body);
    await admitRegistration(
      registrations,
      request,
      reply,
      'Too many sign-ups from this address; try again later',
    );
    // A taken email costs a lookup, not an scrypt hash (createAccountWithSite still guards the race).
    const created =
      (await findUserByEmail(db, input.email)) === null
        ? await createAccountWithSite(db, {
            accountName: input.account_name,
            email: input.email,
            passwordHash: await hashNewPassword(input.password),
            site: { name: input.site_name, domains: [input.site_domain] },
          })
        : null;
    if (!created) {
      throw new HttpError(409, 'email_taken', 'An account with this email already exists; log in instead');
    }
    await startSession(db, request, reply, created.userId);
    reply.status(201);
    return { user: { email: input.email }, account: created.account };
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', authenticate(db));

    scope.post('/api/admin/sites', { preValidation: json }, async (request, reply): Promise<TAdminSite> => {
      const { account } = sessionOf(request);
      const input = parse(ZSiteCreateRequest, request.body);
      const site = await createAccountSite(db, account.id, input);
      reply.status(201);
      return toAdminSite(site, requestOrigin(request));
    });

    scope.patch(
      '/api/admin/sites/:clientId',
      { preValidation: json },
      async (request): Promise<TAdminSite> => {
        const { account } = sessionOf(request);
        const { clientId } = parse(ZSiteParams, request.params, 'client id');
        const changes = parse(ZSiteUpdateRequest, request.body);
        const site = await updateAccountSite(db, account.id, clientId, changes);
        if (!site) throw notFound(`Site ${clientId}`);
        await ctx.sites.changed(clientId);
        return toAdminSite(site, requestOrigin(request));
      },
    );
  });
}
