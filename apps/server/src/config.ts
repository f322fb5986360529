import { z } from 'zod';
import type { MailSettings } from './mail/mailer.ts';
import { DEFAULT_BACKOFF } from './webhooks/backoff.ts';

/** Server settings, read once from the environment (`readConfig`) and passed to what needs them. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Display API requests allowed per minute per client id and IP; 0 turns the limit off. */
  displayRateLimitPerMinute: number;
  /** When true, the client IP and country come from the proxy's headers. */
  trustProxy: boolean;
  /** Header holding the visitor's ISO country code, set by a trusted proxy (e.g. cf-ipcountry). */
  countryHeader: string | undefined;
  /** Serve the display path from the in-process cache (turn off only to measure what it saves). */
  displayCache: boolean;
  /** Seed the demo account, site and popup on start. */
  seedDemo: boolean;
  /** The client id of the site whose pixel the shop embeds (`SHOP_PIXEL_CLIENT_ID`); unset: the demo site's. */
  shopPixelClientId: string | undefined;
  /** Request logs on standard output. */
  log: boolean;
  /** `NODE_ENV`; in `development` the pixel's loader is read from disk on every request. */
  nodeEnv: string | undefined;
  webhooks: WebhookSettings;
  timeouts: RequestTimeouts;
  /** Raw views and closes older than this many days are removed (their counts stay); undefined keeps them all. */
  eventRetentionDays: number | undefined;
  /** Redis shared by every instance for rate limits and login throttles; undefined keeps them per process. */
  redisUrl: string | undefined;
  /** Server processes on this machine (`WORKERS`; `auto` is one per core); PGlite runs one. */
  workers: number | 'auto';
  /** Email (the shop's password reset links): `SMTP_URL`, `MAIL_FROM`, `SHOP_URL`. */
  mail: MailSettings;
  /**
   * `SECRET_KEY`: integration credentials are encrypted with a key derived from it (docs/integrations.md).
   * Unset: no integration can be added, and the server refuses to start once one exists.
   */
  secretKey: string | undefined;
  integrations: IntegrationSettings;
}

/** The providers whose base address `INTEGRATION_URL_<PROVIDER>` replaces (Google: token and Sheets calls). */
export type IntegrationUrlKey = 'mailchimp' | 'klaviyo' | 'hubspot' | 'google';

/** How integrations reach their providers (docs/integrations.md). */
export interface IntegrationSettings {
  /**
   * Each provider's base address when replaced whole (tests, proxies), from `INTEGRATION_URL_*`. Read
   * at every send and check, so a test may point a running server at a fake started later.
   */
  urls: Partial<Record<IntegrationUrlKey, string>>;
  /** How long a call to a provider waits for its answer. */
  timeoutMs: number;
}

/** How long a connection may take over its parts before the server drops it (slow-client floods). */
export interface RequestTimeouts {
  /** Until the request's headers are all in. */
  headersMs: number;
  /** Until the whole request, body included, is in. */
  requestMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
}

/** How webhooks are sent (docs/webhooks.md). */
export interface WebhookSettings {
  /** Let webhooks reach loopback and private networks (off by default: tests and local receivers). */
  allowPrivateTargets: boolean;
  /** How long an attempt waits for an answer. */
  timeoutMs: number;
  /** How often each process looks for due deliveries. */
  pollMs: number;
  /** The first retry delay, doubled after each failure. */
  retryBaseMs: number;
}

/**
 * A variable `read` turns into a setting: `fallback` when it is unset or empty, an issue saying
 * `problem` when `read` answers undefined.
 */
function variable<T>(fallback: T, read: (raw: string) => T | undefined, problem: string) {
  return z
    .string()
    .optional()
    .transform((raw, context): T => {
      if (raw === undefined || raw === '') return fallback;
      const value = read(raw);
      if (value !== undefined) return value;
      context.addIssue({ code: 'custom', message: `${problem}, got "${raw}"` });
      return z.NEVER;
    });
}

const wholeNumber = (fallback: number) =>
  variable(
    fallback,
    (raw) => (Number.isInteger(Number(raw)) && Number(raw) >= 0 ? Number(raw) : undefined),
    'must be a whole number',
  );

const milliseconds = (fallback: number) =>
  variable(
    fallback,
    (raw) => (Number.isFinite(Number(raw)) && Number(raw) > 0 ? Number(raw) : undefined),
    'must be a number of milliseconds above 0',
  );

const FLAGS = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);
const flag = (fallback: boolean) =>
  variable(fallback, (raw) => FLAGS.get(raw), 'must be 1 or 0 (or true or false)');

const text = <T extends string | undefined>(fallback: T) =>
  variable<string | T>(fallback, (raw) => raw, 'must be text');

/** A provider's replaced base address: http(s), no trailing slash kept. */
const baseUrl = () =>
  variable<string | undefined>(
    undefined,
    (raw) => (/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(raw) ? raw.replace(/\/+$/, '') : undefined),
    'must be an http:// or https:// base address such as http://127.0.0.1:4010',
  );

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

/** The whole environment the server reads; every other module gets its settings from `ServerConfig`. */
export const ZEnvironment = z.object({
  PORT: wholeNumber(3000),
  HOST: text('0.0.0.0'),
  DATABASE_URL: text(undefined),
  DATA_DIR: text('./data/pglite'),
  DISPLAY_RATE_LIMIT_PER_MINUTE: wholeNumber(600),
  TRUST_PROXY: flag(false),
  COUNTRY_HEADER: variable<string | undefined>(
    undefined,
    (raw) => (HEADER_NAME.test(raw) ? raw.toLowerCase() : undefined),
    'must be a header name such as cf-ipcountry',
  ),
  SEED_DEMO: flag(true),
  SHOP_PIXEL_CLIENT_ID: variable<string | undefined>(
    undefined,
    (raw) => (/^[a-z0-9]{13}$/.test(raw) ? raw : undefined),
    'must be a client id: 13 lower-case letters or digits',
  ),
  DISPLAY_CACHE: flag(true),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag(false),
  WEBHOOK_TIMEOUT_MS: milliseconds(10_000),
  WEBHOOK_POLL_MS: milliseconds(2_000),
  WEBHOOK_RETRY_BASE_MS: milliseconds(DEFAULT_BACKOFF.baseMs),
  LOG: flag(true),
  REQUEST_HEADERS_TIMEOUT_MS: milliseconds(10_000),
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  NODE_ENV: text(undefined),
  EVENT_RETENTION_DAYS: variable<number | undefined>(
    undefined,
    (raw) => (Number.isInteger(Number(raw)) && Number(raw) >= 1 ? Number(raw) : undefined),
    'must be a whole number of days, 1 or more',
  ),
  REDIS_URL: variable<string | undefined>(
    undefined,
    (raw) => (/^rediss?:\/\/./.test(raw) ? raw : undefined),
    'must be a redis:// or rediss:// URL',
  ),
  WORKERS: variable<number | 'auto'>(
    1,
    (raw) => (raw === 'auto' ? 'auto' : /^[1-9]\d{0,2}$/.test(raw) ? Number(raw) : undefined),
    'must be auto or a whole number of processes, 1 or more',
  ),
  SMTP_URL: variable<string | undefined>(
    undefined,
    (raw) => (/^smtps?:\/\/./.test(raw) ? raw : undefined),
    'must be an smtp:// or smtps:// URL',
  ),
  MAIL_FROM: text(undefined),
  // Not `variable`: its message repeats the value, and a secret must not reach the logs.
  SECRET_KEY: z
    .string()
    .optional()
    .transform((raw, context): string | undefined => {
      if (raw === undefined || raw === '') return undefined;
      if (raw.length >= 32) return raw;
      context.addIssue({
        code: 'custom',
        message: `must be at least 32 characters (e.g. openssl rand -base64 32), got ${raw.length}`,
      });
      return z.NEVER;
    }),
  INTEGRATION_URL_MAILCHIMP: baseUrl(),
  INTEGRATION_URL_KLAVIYO: baseUrl(),
  INTEGRATION_URL_HUBSPOT: baseUrl(),
  INTEGRATION_URL_GOOGLE: baseUrl(),
  INTEGRATION_TIMEOUT_MS: milliseconds(10_000),
  SHOP_URL: variable<string | undefined>(
    undefined,
    (raw) => (/^https?:\/\/[^/?#]+\/?$/.test(raw) ? raw.replace(/\/$/, '') : undefined),
    "must be the shop's address such as https://shop.example.com",
  ),
});

/**
 * The settings of `env` (the process's environment by default). An empty variable counts as unset; a
 * value that cannot be read is an error naming the variable, so a typo stops the server at start.
 */
export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = ZEnvironment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid settings in the environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  // A link in real mail must not take its host from the request (a forged Host header would send it elsewhere).
  if (vars.SMTP_URL && !vars.SHOP_URL)
    throw new Error(
      'Invalid settings in the environment: SHOP_URL must be set with SMTP_URL (the links in mail point to it)',
    );
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR,
    displayRateLimitPerMinute: vars.DISPLAY_RATE_LIMIT_PER_MINUTE,
    trustProxy: vars.TRUST_PROXY,
    countryHeader: vars.COUNTRY_HEADER,
    seedDemo: vars.SEED_DEMO,
    shopPixelClientId: vars.SHOP_PIXEL_CLIENT_ID,
    displayCache: vars.DISPLAY_CACHE,
    log: vars.LOG,
    nodeEnv: vars.NODE_ENV,
    webhooks: {
      allowPrivateTargets: vars.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      timeoutMs: vars.WEBHOOK_TIMEOUT_MS,
      pollMs: vars.WEBHOOK_POLL_MS,
      retryBaseMs: vars.WEBHOOK_RETRY_BASE_MS,
    },
    timeouts: {
      headersMs: vars.REQUEST_HEADERS_TIMEOUT_MS,
      requestMs: vars.REQUEST_TIMEOUT_MS,
      keepAliveMs: vars.KEEP_ALIVE_TIMEOUT_MS,
    },
    eventRetentionDays: vars.EVENT_RETENTION_DAYS,
    redisUrl: vars.REDIS_URL,
    workers: vars.WORKERS,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM, shopUrl: vars.SHOP_URL },
    secretKey: vars.SECRET_KEY,
    integrations: {
      urls: Object.fromEntries(
        (
          [
            ['mailchimp', vars.INTEGRATION_URL_MAILCHIMP],
            ['klaviyo', vars.INTEGRATION_URL_KLAVIYO],
            ['hubspot', vars.INTEGRATION_URL_HUBSPOT],
            ['google', vars.INTEGRATION_URL_GOOGLE],
          ] as const
        ).filter(([, url]) => url !== undefined),
      ),
      timeoutMs: vars.INTEGRATION_TIMEOUT_MS,
    },
  };
}
