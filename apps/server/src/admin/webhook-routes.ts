import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteSiteWebhook,
  enqueueDelivery,
  findSiteWebhook,
  listSiteDeliveries,
  retryDeliveryNow,
  saveSiteWebhook,
  type SiteWebhookRow,
  type WebhookDeliveryRow,
} from '@hookline/db';
import {
  ZDeliveriesQuery,
  ZDeliveryParams,
  ZWebhookSaveRequest,
  type TAdminDelivery,
  type TAdminDeliveryPage,
  type TAdminWebhook,
  type TWebhookResponse,
  type TWebhookSecretResponse,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { callerSite as findCallerSite } from './caller-site.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { newWebhookSecret } from '../webhooks/signature.ts';
import { webhooksOf } from '../webhooks/index.ts';

const toAdminWebhook = (row: SiteWebhookRow): TAdminWebhook => ({
  url: row.url,
  enabled: row.enabled,
  secret_hint: `…${row.secret.slice(-4)}`,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toAdminDelivery = (row: WebhookDeliveryRow): TAdminDelivery => ({
  id: row.id.toString(),
  event: row.event,
  conversion_id: row.conversionId?.toString() ?? null,
  status: row.status as TAdminDelivery['status'],
  attempts: row.attempts,
  next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  last_attempt_at: iso(row.lastAttemptAt),
  last_status_code: row.lastStatusCode,
  last_error: row.lastError,
  delivered_at: iso(row.deliveredAt),
  created_at: row.createdAt.toISOString(),
});

/**
 * A site's webhook: `GET|PUT|DELETE /api/admin/sites/:clientId/webhook`, a new secret
 * (`POST …/webhook/secret`), a test event (`POST …/webhook/test`), the delivery log
 * (`GET …/webhook/deliveries`) and a retry (`POST …/webhook/deliveries/:deliveryId/retry`).
 */
export async function webhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');

  const callerSite = (request: FastifyRequest) => findCallerSite(db, request);

  app.get('/api/admin/sites/:clientId/webhook', async (request): Promise<TWebhookResponse> => {
    const site = await callerSite(request);
    const webhook = await findSiteWebhook(db, site.id);
    return { webhook: webhook ? toAdminWebhook(webhook) : null };
  });

  app.put(
    '/api/admin/sites/:clientId/webhook',
    { preValidation: json },
    async (request): Promise<TWebhookSecretResponse> => {
      const site = await callerSite(request);
      const input = parse(ZWebhookSaveRequest, request.body);
      const existing = await findSiteWebhook(db, site.id);
      const secret = existing ? undefined : newWebhookSecret();
      const webhook = await saveSiteWebhook(db, site.id, { ...input, secret }, newWebhookSecret);
      // The secret is shown once, when it is made; afterwards only its hint.
      return { webhook: toAdminWebhook(webhook), secret: secret ?? null };
    },
  );

  app.post('/api/admin/sites/:clientId/webhook/secret', async (request): Promise<TWebhookSecretResponse> => {
    const site = await callerSite(request);
    const existing = await findSiteWebhook(db, site.id);
    if (!existing) throw notFound(`Webhook of site ${site.clientId}`);
    const secret = newWebhookSecret();
    const webhook = await saveSiteWebhook(
      db,
      site.id,
      { url: existing.url, enabled: existing.enabled, secret },
      newWebhookSecret,
    );
    return { webhook: toAdminWebhook(webhook), secret };
  });

  app.delete('/api/admin/sites/:clientId/webhook', async (request, reply) => {
    const site = await callerSite(request);
    if (!(await deleteSiteWebhook(db, site.id))) throw notFound(`Webhook of site ${site.clientId}`);
    return reply.status(204).send();
  });

  app.post('/api/admin/sites/:clientId/webhook/test', async (request, reply) => {
    const site = await callerSite(request);
    const webhook = await findSiteWebhook(db, site.id);
    if (!webhook) throw notFound(`Webhook of site ${site.clientId}`);
    if (!webhook.enabled) throw new HttpError(409, 'webhook_off', 'Turn the webhook on to send a test');
    const body = JSON.stringify({
      event: 'webhook.test',
      created_at: new Date().toISOString(),
      client_id: site.clientId,
      message: 'A test from the Hookline dashboard: your endpoint is reachable and can check the signature.',
    });
    const delivery = await enqueueDelivery(db, { siteId: site.id, event: 'webhook.test', body });
    webhooksOf(ctx)?.worker.kick();
    return reply.status(202).send(toAdminDelivery(delivery));
  });

  app.get('/api/admin/sites/:clientId/webhook/deliveries', async (request): Promise<TAdminDeliveryPage> => {
    const site = await callerSite(request);
    const query = parse(ZDeliveriesQuery, request.query, 'query');
    const page = await listSiteDeliveries(db, site.id, query);
    return { rows: page.rows.map(toAdminDelivery), total: page.total };
  });

  app.post('/api/admin/sites/:clientId/webhook/deliveries/:deliveryId/retry', async (request, reply) => {
    const { deliveryId } = parse(ZDeliveryParams, request.params, 'delivery id');
    const site = await callerSite(request);
    const delivery = await retryDeliveryNow(db, site.id, BigInt(deliveryId));
    if (!delivery) throw notFound(`Delivery ${deliveryId}`);
    if (delivery === 'busy')
      throw new HttpError(409, 'busy', 'This delivery is being sent right now; try again in a moment');
    webhooksOf(ctx)?.worker.kick();
    return reply.status(202).send(toAdminDelivery(delivery));
  });
}
