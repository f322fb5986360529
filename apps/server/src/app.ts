import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { EventWriter, startRetentionJob, startRollupJob, type Database } from '@hookline/db';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { displayRoutes } from './display/routes.ts';
import { SiteCache } from './display/site-cache.ts';
import { ContentCache } from './content/content-cache.ts';
import { installErrorHandler } from './http/errors.ts';
import { errorForLog } from './http/error-for-log.ts';
import { installRequestGuard } from './http/request-guard.ts';
import { installSecurityHeaders, originsOf, pagePolicy } from './http/security-headers.ts';
import { frontServer, serverTimeoutOptions } from './http/server-timeouts.ts';
import { trustOneHop } from './http/client-ip.ts';
import { leanDisplayHandler, type LeanHandler } from './display/lean-display.ts';
import { createLimits } from './limits/limits.ts';
import { shopConfig } from './shop/config.ts';
import { fontRoutes } from './pixel/fonts.ts';
import { pixelRoutes } from './pixel/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { startWebhooks } from './webhooks/index.ts';
import { requireSecretKeyForIntegrations } from './integrations/secret-key-required.ts';
import { mediaFileRoutes } from './media/file-routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { outboxRoutes } from './mail/outbox-routes.ts';
import { PixelSightings } from './display/pixel-sightings.ts';

/** The NOTIFY channel on which a changed site's client id is announced. */
export const SITE_CHANGED_CHANNEL = 'hookline_site_changed';

export interface BuildOptions {
  database: Database;
  config: ServerConfig;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them); turns logging on. */
  logStream?: { write(line: string): void };
  /** How mail is sent instead of the settings' (`SMTP_URL`); tests pass Nodemailer's JSON transport. */
  mailer?: Mailer;
}

/** The whole product as one Fastify app: display API, dashboard API and app, pixel, shop. */
export async function buildApp({
  database,
  config,
  logger = false,
  logStream,
  mailer,
}: BuildOptions): Promise<{
  app: FastifyInstance;
  ctx: AppContext;
}> {
  // Integration credentials cannot be opened without it (issue 28): stop here, saying so.
  await requireSecretKeyForIntegrations(database.db, config);
  const timeouts = serverTimeoutOptions(config.timeouts);
  // Set once the context exists; the server only calls it for requests, after the app is ready.
  let lean: LeanHandler | null = null;
  const app = Fastify({
    // Errors are logged through errorForLog: ids and codes, never a lead's answers.
    logger:
      logger || logStream
        ? {
            level: 'info',
            serializers: { err: (error) => errorForLog(error) },
            ...(logStream ? { stream: logStream } : {}),
          }
        : false,
    trustProxy: config.trustProxy ? trustOneHop : false,
    bodyLimit: 64 * 1024,
    ...timeouts,
    // The display call is answered in front of Fastify (see leanDisplayHandler).
    serverFactory: (fastifyHandler) =>
      frontServer(timeouts, (request, response) => {
        if (!lean?.(request, response)) fastifyHandler(request, response);
      }),
    // Form bodies with repeated keys become arrays, which the schemas refuse.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const ctx: AppContext = {
    database,
    config,
    // PGlite has one connection; on PostgreSQL a few groups commit at once (see EventWriterOptions).
    writer: new EventWriter(database.db, { concurrency: database.kind === 'postgres' ? 4 : 1 }),
    sites: new SiteCache(database.db, {
      broadcast: (clientId) => database.notify(SITE_CHANGED_CHANNEL, clientId),
      enabled: config.displayCache,
    }),
    content: new ContentCache(),
    sightings: new PixelSightings(database.db, (error) =>
      app.log.error({ err: error }, 'recording where the pixel was seen failed'),
    ),
    limits: createLimits(config, {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
    }),
    mail: mailer ?? createMailer(config.mail, { info: (fields, message) => app.log.info(fields, message) }),
  };
  // Other server processes on the same PostgreSQL announce their dashboard edits here.
  const stopListening = await database.listen(SITE_CHANGED_CHANNEL, (clientId) =>
    clientId === '*' ? ctx.sites.invalidateAll() : ctx.sites.invalidate(clientId),
  );
  installErrorHandler(app);
  // Cross-site request refusal and page headers for the dashboard and the shop (issue 11).
  installRequestGuard(app, { shopApiBase: shopConfig().apiBase });
  installSecurityHeaders(app, pagePolicy(originsOf(shopConfig().pixelHost)));
  startWebhooks(app, ctx);
  // Results read rollups; this folds in what the event tables' triggers counted, every second.
  const rollups = startRollupJob(database.db, {
    onError: (error) => app.log.error({ err: error }, 'rollup merge failed; retrying'),
  });
  // EVENT_RETENTION_DAYS: raw views and closes past it go (the leads and the counts stay).
  const retention =
    config.eventRetentionDays === undefined
      ? null
      : startRetentionJob(database.db, {
          days: config.eventRetentionDays,
          onRemoved: (count) => app.log.info(`retention: removed ${count} views and closes`),
          onError: (error) => app.log.error({ err: error }, 'event retention failed; retrying'),
        });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(cookie);

  app.get('/healthz', async (_request, reply) => {
    const ok = await database.ping();
    return reply.status(ok ? 200 : 503).send({ ok, database: database.kind });
  });

  const limiter = ctx.limits.display;
  await app.register(async (scope) => {
    await scope.register(cors, { origin: '*', methods: ['GET', 'POST'], maxAge: 86_400 });
    await displayRoutes(scope, ctx, limiter);
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  lean = leanDisplayHandler({ app, ctx, limiter, closing: () => closing });
  await app.register(async (scope) => pixelRoutes(scope, config));
  await app.register(async (scope) => fontRoutes(scope));
  await app.register(async (scope) => adminRoutes(scope, ctx));
  await app.register(async (scope) => mediaFileRoutes(scope, ctx));
  await app.register(async (scope) => dashboardRoutes(scope));
  const outbox = ctx.mail.outbox;
  if (outbox) await app.register(async (scope) => outboxRoutes(scope, outbox));
  await app.register(async (scope) => shopRoutes(scope, ctx));

  app.addHook('onClose', async () => {
    await stopListening();
    await ctx.writer.drain();
    await ctx.sightings.settled();
    await rollups.stop();
    await ctx.limits.close();
    await retention?.stop();
    ctx.mail.close();
  });
  return { app, ctx };
}
