import type { FastifyInstance } from 'fastify';
import {
  deleteSiteIntegration,
  listIntegrationDeliveries,
  recordIntegrationOutcome,
  requeueRevokedDeliveries,
  retryIntegrationDeliveryNow,
  updateSiteIntegration,
  type SiteIntegrationRow,
} from '@hookline/db';
import {
  INTEGRATION_LABELS,
  ZDeliveriesQuery,
  ZIntegrationCredentials,
  ZIntegrationDeliveryParams,
  ZIntegrationSettings,
  ZIntegrationUpdateRequest,
  type TAdminDeliveryPage,
  type TIntegrationCheckResponse,
  type TIntegrationProvider,
  type TIntegrationResponse,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { providerCall } from '../integrations/deliver.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { webhooksOf } from '../webhooks/index.ts';
import {
  answer,
  available,
  callerIntegration,
  credentialBox,
  parsed,
  pick,
  sitePopups,
} from './integration-wire.ts';
import { toAdminDelivery } from './webhook-routes.ts';

const COMMON_KEYS = new Set(['enabled', 'field_map', 'excluded_popups']);

/**
 * One integration by id: `PUT|DELETE /api/admin/integrations/:id`, Test connection with the stored
 * key (`POST …/:id/test`), its sends (`GET …/:id/deliveries`) and a retry (`POST
 * …/:id/deliveries/:deliveryId/retry`). Another account's integration answers 404.
 */
export async function integrationByIdRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');

  app.put(
    '/api/admin/integrations/:id',
    { preValidation: json },
    async (request): Promise<TIntegrationResponse> => {
      const { integration, clientId } = await callerIntegration(db, request);
      const input = parse(ZIntegrationUpdateRequest, request.body) as Record<string, unknown>;
      const changes = await updateOf(ctx, integration, input);
      const row = await updateSiteIntegration(db, integration.id, changes);
      if (!row) throw notFound(`Integration ${integration.id}`);
      // A new key: the leads the old one could not send are queued again.
      if (changes.credentials && (await requeueRevokedDeliveries(db, row.id)) > 0)
        webhooksOf(ctx)?.worker.kick();
      return answer(db, row, clientId);
    },
  );

  app.delete('/api/admin/integrations/:id', async (request, reply) => {
    const { integration } = await callerIntegration(db, request);
    if (!(await deleteSiteIntegration(db, integration.id))) throw notFound(`Integration ${integration.id}`);
    return reply.status(204).send();
  });

  app.post('/api/admin/integrations/:id/test', async (request): Promise<TIntegrationCheckResponse> => {
    const { integration } = await callerIntegration(db, request);
    const id = integration.provider as TIntegrationProvider;
    const provider = available(id);
    const box = credentialBox(ctx.config);
    let credentials: unknown;
    try {
      credentials = JSON.parse(box.open(integration.credentials));
    } catch {
      throw new HttpError(
        409,
        'credentials_unreadable',
        'The stored key cannot be opened with this server’s SECRET_KEY: enter the key again',
      );
    }
    const result = await provider.check(providerCall(ctx.config, id), credentials, integration.settings);
    if (result.ok) {
      await updateSiteIntegration(db, integration.id, { status: 'connected', clearError: true });
      // The key works again (a refusal that passed): the leads it could not send are queued again.
      if (integration.status === 'revoked' && (await requeueRevokedDeliveries(db, integration.id)) > 0)
        webhooksOf(ctx)?.worker.kick();
    } else if (result.revoked)
      // The provider's words, shown on the integrations page.
      await recordIntegrationOutcome(db, integration.id, {
        status: 'revoked',
        error: result.error ?? 'the key was refused',
      });
    return result;
  });

  app.get('/api/admin/integrations/:id/deliveries', async (request): Promise<TAdminDeliveryPage> => {
    const { integration } = await callerIntegration(db, request);
    const query = parse(ZDeliveriesQuery, request.query, 'query');
    const page = await listIntegrationDeliveries(db, integration.id, query);
    return { rows: page.rows.map(toAdminDelivery), total: page.total };
  });

  app.post('/api/admin/integrations/:id/deliveries/:deliveryId/retry', async (request, reply) => {
    const { deliveryId } = parse(ZIntegrationDeliveryParams, request.params, 'delivery id');
    const { integration } = await callerIntegration(db, request);
    const delivery = await retryIntegrationDeliveryNow(db, integration.id, BigInt(deliveryId));
    if (!delivery) throw notFound(`Delivery ${deliveryId}`);
    if (delivery === 'busy')
      throw new HttpError(409, 'busy', 'This delivery is being sent right now; try again in a moment');
    webhooksOf(ctx)?.worker.kick();
    return reply.status(202).send(toAdminDelivery(delivery));
  });
}

/**
 * The stored values an update changes: settings merged with the stored ones and checked whole; new
 * credentials checked with the provider's schema, sealed, and the status back to connected. A key
 * of another provider (`access_token` for Mailchimp) is refused.
 */
async function updateOf(ctx: AppContext, integration: SiteIntegrationRow, input: Record<string, unknown>) {
  const id = integration.provider as TIntegrationProvider;
  const provider = available(id);
  const credentialShape = ZIntegrationCredentials[id].shape;
  const settingShape = ZIntegrationSettings[id].shape;
  const foreign = Object.keys(input).find(
    (key) =>
      input[key] !== undefined &&
      !COMMON_KEYS.has(key) &&
      !(key in credentialShape) &&
      !(key in settingShape),
  );
  if (foreign)
    throw new HttpError(
      400,
      'invalid_request',
      `Invalid body: ${foreign} is not a ${INTEGRATION_LABELS[id]} setting`,
    );
  const given = pick(input, credentialShape);
  const credentials =
    Object.keys(given).length > 0
      ? (parsed(ZIntegrationCredentials[id], given) as Record<string, unknown>)
      : null;
  const settings = parsed(ZIntegrationSettings[id], {
    ...integration.settings,
    ...pick(input, settingShape),
  }) as Record<string, string | boolean>;
  const excluded = input.excluded_popups as string[] | undefined;
  return {
    settings,
    ...(input.enabled === undefined ? {} : { enabled: input.enabled as boolean }),
    ...(input.field_map === undefined ? {} : { fieldMap: input.field_map as Record<string, string> }),
    ...(excluded === undefined
      ? {}
      : { excludedPopupIds: await sitePopups(ctx.database.db, integration.siteId, excluded) }),
    // A new key starts afresh: connected, the last error gone.
    ...(credentials
      ? {
          credentials: credentialBox(ctx.config).seal(JSON.stringify(credentials)),
          credentialHint: provider.hint(credentials),
          status: 'connected' as const,
          clearError: true,
        }
      : {}),
  };
}
