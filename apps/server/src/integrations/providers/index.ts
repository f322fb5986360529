import type { TIntegrationProvider } from '@hookline/schema';
import type { IntegrationUrlKey } from '../../config.ts';
import type { IntegrationProvider } from '../provider.ts';
import { googleSheets } from './google-sheets.ts';
import { hubspot } from './hubspot.ts';
import { klaviyo } from './klaviyo.ts';
import { mailchimp } from './mailchimp.ts';

/** The providers this server can send leads to, by id. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PROVIDERS: Record<TIntegrationProvider, IntegrationProvider<any, any>> = {
  mailchimp,
  klaviyo,
  hubspot,
  google_sheets: googleSheets,
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
