import type { TIntegrationProvider } from '@hookline/schema';
import type { IntegrationUrlKey } from '../../config.ts';
import type { IntegrationProvider } from '../provider.ts';
import { mailchimp } from './mailchimp.ts';

/**
 * The providers this server can send leads to, by id. A provider missing here cannot be added yet
 * (`POST …/integrations` answers 422): Klaviyo, HubSpot and Google Sheets are written beside this
 * and join the registry when merged.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PROVIDERS: Partial<Record<TIntegrationProvider, IntegrationProvider<any, any>>> = {
  mailchimp,
  // klaviyo, hubspot, google_sheets: added here at merge (import from './klaviyo.ts' etc.).
};

/** Which `INTEGRATION_URL_*` (ServerConfig.integrations.urls) replaces each provider's base address. */
export const URL_KEYS: Record<TIntegrationProvider, IntegrationUrlKey> = {
  mailchimp: 'mailchimp',
  klaviyo: 'klaviyo',
  hubspot: 'hubspot',
  google_sheets: 'google',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const providerOf = (id: string): IntegrationProvider<any, any> | undefined =>
  PROVIDERS[id as TIntegrationProvider];
