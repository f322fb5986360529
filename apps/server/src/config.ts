/** Server settings, read once from the environment. */
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
}

function integer(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export function readConfig(): ServerConfig {
  return {
    port: integer('PORT', 3000),
    host: process.env.HOST ?? '0.0.0.0',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? './data/pglite',
    displayRateLimitPerMinute: integer('DISPLAY_RATE_LIMIT_PER_MINUTE', 600),
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
    countryHeader: process.env.COUNTRY_HEADER?.toLowerCase() || undefined,
    seedDemo: process.env.SEED_DEMO !== '0',
    displayCache: process.env.DISPLAY_CACHE !== '0',
  };
}
