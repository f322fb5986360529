import type { z } from 'zod';
import type { TIntegrationProvider, ZIntegrationCredentials, ZIntegrationSettings } from '@hookline/schema';

/** A provider's credentials and settings as the schema parses them (packages/schema admin-api/integrations.ts). */
export type TIntegrationCredentials<P extends TIntegrationProvider> = z.infer<
  (typeof ZIntegrationCredentials)[P]
>;
export type TIntegrationSettings<P extends TIntegrationProvider> = z.infer<(typeof ZIntegrationSettings)[P]>;
