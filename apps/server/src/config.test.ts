import { describe, expect, it } from 'vitest';
import { readConfig, type ServerConfig } from './config.ts';

const DEFAULTS: ServerConfig = {
  port: 3000,
  host: '0.0.0.0',
  databaseUrl: undefined,
  dataDir: './data/pglite',
  displayRateLimitPerMinute: 600,
  trustProxy: false,
  countryHeader: undefined,
  seedDemo: true,
  shopPixelClientId: undefined,
  displayCache: true,
  log: true,
  nodeEnv: undefined,
  webhooks: { allowPrivateTargets: false, timeoutMs: 10_000, pollMs: 2_000, retryBaseMs: 30_000 },
  timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 },
  eventRetentionDays: undefined,
  redisUrl: undefined,
  workers: 1,
  mail: { smtpUrl: undefined, from: undefined, shopUrl: undefined },
  secretKey: undefined,
  integrations: { urls: {}, timeoutMs: 10_000 },
};

describe('readConfig', () => {
  it('answers the defaults of the README for an empty environment', () => {
    expect(readConfig({})).toEqual(DEFAULTS);
  });

  it.each<[Record<string, string>, Partial<ServerConfig>]>([
    [{ PORT: '8080' }, { port: 8080 }],
    [{ PORT: '' }, { port: 3000 }],
    [{ HOST: '127.0.0.1' }, { host: '127.0.0.1' }],
    [
      { DATABASE_URL: 'postgres://hookline@db:5432/hookline' },
      { databaseUrl: 'postgres://hookline@db:5432/hookline' },
    ],
    [{ DATABASE_URL: '' }, { databaseUrl: undefined }],
    [{ DATA_DIR: '/var/lib/hookline' }, { dataDir: '/var/lib/hookline' }],
    [{ DISPLAY_RATE_LIMIT_PER_MINUTE: '0' }, { displayRateLimitPerMinute: 0 }],
    [{ DISPLAY_RATE_LIMIT_PER_MINUTE: '1200' }, { displayRateLimitPerMinute: 1200 }],
    [{ TRUST_PROXY: '1' }, { trustProxy: true }],
    [{ TRUST_PROXY: 'true' }, { trustProxy: true }],
    [{ TRUST_PROXY: '0' }, { trustProxy: false }],
    [{ TRUST_PROXY: '' }, { trustProxy: false }],
    [{ COUNTRY_HEADER: 'CF-IPCountry' }, { countryHeader: 'cf-ipcountry' }],
    [{ COUNTRY_HEADER: '' }, { countryHeader: undefined }],
    [{ SEED_DEMO: '0' }, { seedDemo: false }],
    [{ SECRET_KEY: 'k'.repeat(32) }, { secretKey: 'k'.repeat(32) }],
    [
      {
        INTEGRATION_URL_MAILCHIMP: 'http://127.0.0.1:4010/',
        INTEGRATION_URL_GOOGLE: 'https://proxy.example/g',
      },
      {
        integrations: {
          urls: { mailchimp: 'http://127.0.0.1:4010', google: 'https://proxy.example/g' },
          timeoutMs: 10_000,
        },
      },
    ],
    [{ SEED_DEMO: '1' }, { seedDemo: true }],
    [{ SHOP_PIXEL_CLIENT_ID: 'mugsite000001' }, { shopPixelClientId: 'mugsite000001' }],
    [{ DISPLAY_CACHE: '0' }, { displayCache: false }],
    [{ LOG: '0' }, { log: false }],
    [{ LOG: 'false' }, { log: false }],
    [{ NODE_ENV: 'production' }, { nodeEnv: 'production' }],
    [
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: '1' },
      { webhooks: { ...DEFAULTS.webhooks, allowPrivateTargets: true } },
    ],
    [
      { WEBHOOK_TIMEOUT_MS: '5000', WEBHOOK_POLL_MS: '100', WEBHOOK_RETRY_BASE_MS: '300' },
      { webhooks: { allowPrivateTargets: false, timeoutMs: 5000, pollMs: 100, retryBaseMs: 300 } },
    ],
    [
      { REQUEST_HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '8000', KEEP_ALIVE_TIMEOUT_MS: '1000' },
      { timeouts: { headersMs: 2000, requestMs: 8000, keepAliveMs: 1000 } },
    ],
    [{ EVENT_RETENTION_DAYS: '90' }, { eventRetentionDays: 90 }],
    [{ REDIS_URL: 'redis://127.0.0.1:6379/0' }, { redisUrl: 'redis://127.0.0.1:6379/0' }],
    [{ REDIS_URL: 'rediss://cache.example.com:6380' }, { redisUrl: 'rediss://cache.example.com:6380' }],
    [{ WORKERS: 'auto' }, { workers: 'auto' }],
    [{ WORKERS: '4' }, { workers: 4 }],
    [
      { SMTP_URL: 'smtps://shop:secret@smtp.example.com:465', SHOP_URL: 'https://shop.example.com/' },
      {
        mail: {
          smtpUrl: 'smtps://shop:secret@smtp.example.com:465',
          from: undefined,
          shopUrl: 'https://shop.example.com',
        },
      },
    ],
    [
      { MAIL_FROM: 'Shop <shop@example.com>', SHOP_URL: 'http://localhost:3000' },
      { mail: { smtpUrl: undefined, from: 'Shop <shop@example.com>', shopUrl: 'http://localhost:3000' } },
    ],
  ])('reads %j', (env, expected) => {
    expect(readConfig(env)).toEqual({ ...DEFAULTS, ...expected });
  });

  it.each([
    [{ PORT: 'http' }, 'PORT must be a whole number, got "http"'],
    [{ PORT: '-1' }, 'PORT must be a whole number, got "-1"'],
    [
      { DISPLAY_RATE_LIMIT_PER_MINUTE: '1.5' },
      'DISPLAY_RATE_LIMIT_PER_MINUTE must be a whole number, got "1.5"',
    ],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be 1 or 0 (or true or false), got "yes"'],
    [{ SEED_DEMO: 'no' }, 'SEED_DEMO must be 1 or 0 (or true or false), got "no"'],
    [
      { SECRET_KEY: 'short-secret' },
      'SECRET_KEY must be at least 32 characters (e.g. openssl rand -base64 32), got 12',
    ],
    [
      { INTEGRATION_URL_HUBSPOT: 'api.hubapi.com' },
      'INTEGRATION_URL_HUBSPOT must be an http:// or https:// base address such as http://127.0.0.1:4010, got "api.hubapi.com"',
    ],
    [
      { COUNTRY_HEADER: 'cf ipcountry' },
      'COUNTRY_HEADER must be a header name such as cf-ipcountry, got "cf ipcountry"',
    ],
    [{ WEBHOOK_POLL_MS: '0' }, 'WEBHOOK_POLL_MS must be a number of milliseconds above 0, got "0"'],
    [
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'on' },
      'WEBHOOK_ALLOW_PRIVATE_TARGETS must be 1 or 0 (or true or false), got "on"',
    ],
    [{ LOG: 'quiet' }, 'LOG must be 1 or 0 (or true or false), got "quiet"'],
    [
      { SHOP_PIXEL_CLIENT_ID: 'Demo' },
      'SHOP_PIXEL_CLIENT_ID must be a client id: 13 lower-case letters or digits, got "Demo"',
    ],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS must be a number of milliseconds above 0, got "0"'],
    [
      { EVENT_RETENTION_DAYS: '0' },
      'EVENT_RETENTION_DAYS must be a whole number of days, 1 or more, got "0"',
    ],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL, got "127.0.0.1:6379"'],
    [{ WORKERS: '0' }, 'WORKERS must be auto or a whole number of processes, 1 or more, got "0"'],
    [{ WORKERS: 'all' }, 'WORKERS must be auto or a whole number of processes, 1 or more, got "all"'],
    [{ SMTP_URL: 'smtp.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL, got "smtp.example.com"'],
    [
      { SHOP_URL: 'https://shop.example.com/shop' },
      'SHOP_URL must be the shop\'s address such as https://shop.example.com, got "https://shop.example.com/shop"',
    ],
    [
      { SMTP_URL: 'smtp://smtp.example.com:587' },
      'SHOP_URL must be set with SMTP_URL (the links in mail point to it)',
    ],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => readConfig({ PORT: 'x', DISPLAY_CACHE: 'maybe' })).toThrow(
      'Invalid settings in the environment: PORT must be a whole number, got "x"; DISPLAY_CACHE must be 1 or 0 (or true or false), got "maybe"',
    );
  });
});
