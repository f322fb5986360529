import type { Database, EventWriter } from '@hookline/db';
import type { ServerConfig } from './config.ts';
import type { ContentCache } from './content/content-cache.ts';
import type { SiteCache } from './display/site-cache.ts';
import type { PixelSightings } from './display/pixel-sightings.ts';
import type { Limits } from './limits/limits.ts';
import type { Mailer } from './mail/mailer.ts';

/** What the routes share: one database, one event writer, one site cache, the content cache, the settings, the limits. */
export interface AppContext {
  database: Database;
  writer: EventWriter;
  sites: SiteCache;
  /** Where each site's pixel was last seen (the install check), written at most once a minute. */
  sightings: PixelSightings;
  /** Shoppers' reads of page-builder content, forgotten per site on every content change. */
  content: ContentCache;
  config: ServerConfig;
  /** The display rate limit and the login and registration throttles (shared through Redis when set). */
  limits: Limits;
  /** Email: SMTP when `SMTP_URL` is set, else the log and the local outbox (`/dev/outbox`). */
  mail: Mailer;
}
