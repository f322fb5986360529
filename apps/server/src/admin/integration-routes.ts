import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createSiteIntegration,
  deleteSiteIntegration,
  findAccountIntegration,
  isUniqueViolation,
  listIntegrationDeliveries,
  listSiteIntegrations,
  popupPublicIds,
  recordIntegrationOutcome,
  requeueRevokedDeliveries,
  retryIntegrationDeliveryNow,
  sitePopupIds,
  updateSiteIntegration,
  type Db,
  type SiteIntegrationRow,
} from '@hookline/db';
import {
  INTEGRATION_LABELS,
  ZDeliveriesQuery,
  ZIntegrationCheckRequest,
  ZIntegrationCreateRequest,
  ZIntegrationCredentials,
  ZIntegrationDeliveryParams,
  ZIntegrationParams,
  ZIntegrationSettings,
  ZIntegrationUpdateRequest,
  type TAdminDeliveryPage,
  type TAdminIntegration,
  type TIntegrationCheckResponse,
  type TIntegrationListResponse,
  type TIntegrationProvider,
  type TIntegrationResponse,
} from '@hookline/schema';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { providerCall } from '../integrations/deliver.ts';
import type { IntegrationProvider } from '../integrations/provider.ts';
import { providerOf } from '../integrations/providers/index.ts';
import { secretBox } from '../integrations/secret-box.ts';
import { HttpError, describeZodError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { webhooksOf } from '../webhooks/index.ts';
import { callerSite as findCallerSite } from './caller-site.ts';
import { sessionOf } from './authenticate.ts';
import { toAdminDelivery } from './webhook-routes.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An integration as the owner sees it: never its credentials, only their hint. */
function toAdminIntegration(
  row: SiteIntegrationRow,
  clientId: string,
  publicIds: Map<string, string>,
): TAdminIntegration {
  return {
    id: row.id,
    client_id: clientId,
    provider: row.provider as TIntegrationProvider,
    enabled: row.enabled,
    status: row.status as TAdminIntegration['status'],
    credential_hint: row.credentialHint,
    settings: row.settings,
    field_map: row.fieldMap,
    excluded_popups: row.excludedPopupIds.flatMap((id) => publicIds.get(id) ?? []),
    last_error: row.lastError,
    last_error_at: iso(row.lastErrorAt),
    last_delivered_at: iso(row.lastDeliveredAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function answer(db: Db, row: SiteIntegrationRow, clientId: string): Promise<TIntegrationResponse> {
  return { integration: toAdminIntegration(row, clientId, await popupPublicIds(db, row.excludedPopupIds)) };
}

/** The parts of a flat request body that a schema object's shape names. */
function pick(input: Record<string, unknown>, shape: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).filter(([key]) => key in shape && input[key] !== undefined),
  );
}

/** Parses with `schema` or answers 400 naming the fields at fault. */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new HttpError(400, 'invalid_request', `Invalid body: ${describeZodError(result.error)}`);
  return result.data;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function available(provider: TIntegrationProvider): IntegrationProvider<any, any> {
  const found = providerOf(provider);
  if (!found)
    throw new HttpError(
      422,
      'provider_unavailable',
      `${INTEGRATION_LABELS[provider]} is not available yet on this server`,
    );
  return found;
}

/**
 * A site's integrations (issue 28): `GET|POST /api/admin/sites/:clientId/integrations`, Test
 * connection before saving (`POST …/integrations/check`), and by id `PUT|DELETE
 * /api/admin/integrations/:id`, Test connection with the stored key (`POST …/:id/test`), its sends
 * (`GET …/:id/deliveries`) and a retry (`POST …/:id/deliveries/:deliveryId/retry`). Another
 * account's site or integration answers 404.
 */
export async function integrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');
  const callerSite = (request: FastifyRequest) => findCallerSite(db, request);

  /** The caller's integration of the route's `:id`. */
  const callerIntegration = async (request: FastifyRequest) => {
    const { id } = parse(
      ZIntegrationParams,
      pick(request.params as Record<string, unknown>, { id: 1 }),
      'integration id',
    );
    const found = await findAccountIntegration(db, sessionOf(request).account.id, id);
    if (!found) throw notFound(`Integration ${id}`);
    return found;
  };

  /** The box credentials are sealed with; without SECRET_KEY none can be stored or opened. */
  const box = () => {
    if (!ctx.config.secretKey)
      throw new HttpError(
        409,
        'secret_key_missing',
        'This server needs a SECRET_KEY to store integration keys encrypted: set SECRET_KEY (32 characters or more) and restart it (see docs/integrations.md)',
      );
    return secretBox(ctx.config.secretKey);
  };

  /** The site's popups among these public ids, as internal ids; an unknown one answers 422. */
  const popupIds = async (siteId: string, publicIds: readonly string[]) => {
    const found = await sitePopupIds(db, siteId, publicIds);
    const unknown = publicIds.find((id) => !found.has(id));
    if (unknown)
      throw new HttpError(422, 'unknown_popup', `Popup ${unknown} is not one of this site's popups`);
    return [...new Set(publicIds.map((id) => found.get(id)!))];
  };

  app.get('/api/admin/sites/:clientId/integrations', async (request): Promise<TIntegrationListResponse> => {
    const site = await callerSite(request);
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
      const site = await callerSite(request);
      const input = parse(ZIntegrationCreateRequest, request.body);
      const provider = available(input.provider);
      const sealer = box();
      const flat = input as Record<string, unknown>;
      const credentials = pick(flat, ZIntegrationCredentials[input.provider].shape);
      const settings = pick(flat, ZIntegrationSettings[input.provider].shape) as Record<
        string,
        string | boolean
      >;
      const excludedPopupIds = await popupIds(site.id, input.excluded_popups);
      let row: SiteIntegrationRow;
      try {
        row = await createSiteIntegration(db, {
          siteId: site.id,
          provider: input.provider,
          credentials: sealer.seal(JSON.stringify(credentials)),
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
      await callerSite(request);
      const input = parse(ZIntegrationCheckRequest, request.body);
      const provider = available(input.provider);
      const flat = input as Record<string, unknown>;
      const credentials = pick(flat, ZIntegrationCredentials[input.provider].shape);
      const settings = pick(flat, ZIntegrationSettings[input.provider].shape);
      return provider.check(providerCall(ctx.config, input.provider), credentials, settings);
    },
  );

  app.put(
    '/api/admin/integrations/:id',
    { preValidation: json },
    async (request): Promise<TIntegrationResponse> => {
      const { integration, clientId } = await callerIntegration(request);
      const input = parse(ZIntegrationUpdateRequest, request.body) as Record<string, unknown>;
      const id = integration.provider as TIntegrationProvider;
      const provider = available(id);
      const credentialShape = ZIntegrationCredentials[id].shape;
      const settingShape = ZIntegrationSettings[id].shape;
      const common = new Set(['enabled', 'field_map', 'excluded_popups']);
      const foreign = Object.keys(input).find(
        (key) =>
          input[key] !== undefined && !common.has(key) && !(key in credentialShape) && !(key in settingShape),
      );
      if (foreign)
        throw new HttpError(
          400,
          'invalid_request',
          `Invalid body: ${foreign} is not a ${INTEGRATION_LABELS[id]} setting`,
        );
      const given = pick(input, credentialShape);
      const newCredentials =
        Object.keys(given).length > 0
          ? (parsed(ZIntegrationCredentials[id], given) as Record<string, unknown>)
          : null;
      const settings = parsed(ZIntegrationSettings[id], {
        ...integration.settings,
        ...pick(input, settingShape),
      }) as Record<string, string | boolean>;
      const sealed = newCredentials ? box().seal(JSON.stringify(newCredentials)) : undefined;
      const excluded = input.excluded_popups as string[] | undefined;
      const row = await updateSiteIntegration(db, integration.id, {
        settings,
        ...(input.enabled === undefined ? {} : { enabled: input.enabled as boolean }),
        ...(input.field_map === undefined ? {} : { fieldMap: input.field_map as Record<string, string> }),
        ...(excluded === undefined ? {} : { excludedPopupIds: await popupIds(integration.siteId, excluded) }),
        // A new key starts afresh: connected, and the leads the old one could not send are queued again.
        ...(newCredentials && sealed
          ? {
              credentials: sealed,
              credentialHint: provider.hint(newCredentials),
              status: 'connected',
              clearError: true,
            }
          : {}),
      });
      if (!row) throw notFound(`Integration ${integration.id}`);
      if (newCredentials && (await requeueRevokedDeliveries(db, row.id)) > 0) webhooksOf(ctx)?.worker.kick();
      return answer(db, row, clientId);
    },
  );

  app.delete('/api/admin/integrations/:id', async (request, reply) => {
    const { integration } = await callerIntegration(request);
    if (!(await deleteSiteIntegration(db, integration.id))) throw notFound(`Integration ${integration.id}`);
    return reply.status(204).send();
  });

  app.post('/api/admin/integrations/:id/test', async (request): Promise<TIntegrationCheckResponse> => {
    const { integration } = await callerIntegration(request);
    const id = integration.provider as TIntegrationProvider;
    const provider = available(id);
    let credentials: unknown;
    try {
      credentials = JSON.parse(box().open(integration.credentials));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(
        409,
        'credentials_unreadable',
        'The stored key cannot be opened with this server’s SECRET_KEY: enter the key again',
      );
    }
    const result = await provider.check(providerCall(ctx.config, id), credentials, integration.settings);
    if (result.ok) await updateSiteIntegration(db, integration.id, { status: 'connected', clearError: true });
    else if (result.revoked)
      // The provider's words, shown on the integrations page.
      await recordIntegrationOutcome(db, integration.id, {
        status: 'revoked',
        error: result.error ?? 'the key was refused',
      });
    return result;
  });

  app.get('/api/admin/integrations/:id/deliveries', async (request): Promise<TAdminDeliveryPage> => {
    const { integration } = await callerIntegration(request);
    const query = parse(ZDeliveriesQuery, request.query, 'query');
    const page = await listIntegrationDeliveries(db, integration.id, query);
    return { rows: page.rows.map(toAdminDelivery), total: page.total };
  });

  app.post('/api/admin/integrations/:id/deliveries/:deliveryId/retry', async (request, reply) => {
    const { deliveryId } = parse(ZIntegrationDeliveryParams, request.params, 'delivery id');
    const { integration } = await callerIntegration(request);
    const delivery = await retryIntegrationDeliveryNow(db, integration.id, BigInt(deliveryId));
    if (!delivery) throw notFound(`Delivery ${deliveryId}`);
    if (delivery === 'busy')
      throw new HttpError(409, 'busy', 'This delivery is being sent right now; try again in a moment');
    webhooksOf(ctx)?.worker.kick();
    return reply.status(202).send(toAdminDelivery(delivery));
  });
}
