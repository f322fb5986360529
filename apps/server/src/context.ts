import type { Database, EventWriter } from '@hookline/db';
import type { ServerConfig } from './config.ts';
import type { SiteCache } from './display/site-cache.ts';

/** What the routes share: one database, one event writer, one site cache, the settings. */
export interface AppContext {
  database: Database;
  writer: EventWriter;
  sites: SiteCache;
  config: ServerConfig;
}
