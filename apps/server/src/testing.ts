import type { FastifyInstance } from 'fastify';
import type { Database } from '@hookline/db';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: undefined,
  dataDir: 'memory://',
  displayRateLimitPerMinute: 0,
  trustProxy: false,
  countryHeader: undefined,
  seedDemo: false,
  displayCache: true,
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
