import type { FastifyInstance } from 'fastify';
import {
  createSiteIntegration,
  isUniqueViolation,
  listSiteIntegrations,
  popupPublicIds,
  type SiteIntegrationRow,
} from '@hookline/db';
import {
  INTEGRATION_LABELS,
  ZIntegrationCheckRequest,
  ZIntegrationCreateRequest,
  ZIntegrationCredentials,
  ZIntegrationSettings,
  type TIntegrationCheckResponse,
  type TIntegrationListResponse,
  type TIntegrationResponse,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { providerCall } from '../integrations/deliver.ts';
import { HttpError } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { callerSite } from './caller-site.ts';
import { integrationByIdRoutes } from './integration-by-id-routes.ts';
import {
  answer,
  available,
  credentialBox,
  pick,
  sitePopups,
  toAdminIntegration,
} from './integration-wire.ts';

/**
 * A site's integrations (issue 28): `GET|POST /api/admin/sites/:clientId/integrations` and Test
 * connection before saving (`POST …/integrations/check`); the routes by id are in
 * integration-by-id-routes.ts. Another account's site answers 404.
 */
export async function integrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');

  app.get('/api/admin/sites/:clientId/integrations', async (request): Promise<TIntegrationListResponse> => {
    const site = await callerSite(db, request);
    const rows = await listSiteIntegrations(db, site.id);
    const publicIds = await popupPublicIds(
      db,
      rows.flatMap((row) => row.excludedPopupIds),
    );
    return { integrations: rows.map((row) => toAdminIntegration(row, site.clientId, publicIds)) };
  });

  app.post(
    '/api/admin/sites/:clientId/integrations',
    { preValidation: json },
    async (request, reply): Promise<TIntegrationResponse> => {
      const site = await callerSite(db, request);
      const input = parse(ZIntegrationCreateRequest, request.body);
      const provider = available(input.provider);
      const box = credentialBox(ctx.config);
      const flat = input as Record<string, unknown>;
      const credentials = pick(flat, ZIntegrationCredentials[input.provider].shape);
      const settings = pick(flat, ZIntegrationSettings[input.provider].shape) as Record<
        string,
        string | boolean
      >;
      const excludedPopupIds = await sitePopups(db, site.id, input.excluded_popups);
      let row: SiteIntegrationRow;
      try {
        row = await createSiteIntegration(db, {
          siteId: site.id,
          provider: input.provider,
          credentials: box.seal(JSON.stringify(credentials)),
          credentialHint: provider.hint(credentials),
          settings,
          fieldMap: input.field_map,
          excludedPopupIds,
          enabled: input.enabled,
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(
            409,
            'integration_exists',
            `This site is already connected to ${INTEGRATION_LABELS[input.provider]}: change or remove that integration`,
          );
        throw error;
      }
      return reply.status(201).send(await answer(db, row, site.clientId));
    },
  );

  app.post(
    '/api/admin/sites/:clientId/integrations/check',
    { preValidation: json },
    async (request): Promise<TIntegrationCheckResponse> => {
      await callerSite(db, request);
      const input = parse(ZIntegrationCheckRequest, request.body);
      const provider = available(input.provider);
      const flat = input as Record<string, unknown>;
      const credentials = pick(flat, ZIntegrationCredentials[input.provider].shape);
      const settings = pick(flat, ZIntegrationSettings[input.provider].shape);
      return provider.check(providerCall(ctx.config, input.provider), credentials, settings);
    },
  );

  await integrationByIdRoutes(app, ctx);
}
