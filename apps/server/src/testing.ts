import type { FastifyInstance } from 'fastify';
import type { Database } from '@hookline/db';
import { buildApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';

/** Variables a journey may set before it starts a stack (to let webhooks reach a local receiver, say). */
const PASSED_THROUGH = [
  'WEBHOOK_ALLOW_PRIVATE_TARGETS',
  'WEBHOOK_TIMEOUT_MS',
  'WEBHOOK_POLL_MS',
  'WEBHOOK_RETRY_BASE_MS',
  'INTEGRATION_URL_MAILCHIMP',
  'INTEGRATION_URL_KLAVIYO',
  'INTEGRATION_URL_HUBSPOT',
  'INTEGRATION_URL_GOOGLE',
] as const;

/** The tests' SECRET_KEY (integration credentials are encrypted with it); `secretKey: undefined` tries without. */
export const TEST_SECRET_KEY = 'test-secret-key-for-hookline-integrations-0123456789';

/**
 * Settings for tests, read like the server's (`readConfig`): port 0, in-memory PGlite, no rate limit,
 * no demo, no request logs, a test SECRET_KEY; the webhook and integration variables of the test
 * process pass through.
 */
export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...readConfig({
    ...Object.fromEntries(PASSED_THROUGH.map((name) => [name, process.env[name]])),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    DISPLAY_RATE_LIMIT_PER_MINUTE: '0',
    SEED_DEMO: '0',
    LOG: '0',
    SECRET_KEY: process.env.SECRET_KEY || TEST_SECRET_KEY,
  }),
  ...overrides,
});

/** The whole app on a test database, for `app.inject` (no socket) or `listen` (browser tests). */
export async function testApp(
  database: Database,
  overrides: Partial<ServerConfig> = {},
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  return buildApp({ database, config: testConfig(overrides) });
}

/** Inject options for a form-encoded body. */
export const formBody = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Inject options for a JSON body. */
export const jsonBody = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});
