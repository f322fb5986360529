import { countIntegrations, type Db } from '@hookline/db';
import type { ServerConfig } from '../config.ts';

/**
 * Refuses to start a server without `SECRET_KEY` once an integration exists: its credentials could
 * not be opened, so every lead would fail to send, quietly. Failing at start says why at once.
 */
export async function requireSecretKeyForIntegrations(db: Db, config: ServerConfig): Promise<void> {
  if (config.secretKey) return;
  const count = await countIntegrations(db);
  if (count === 0) return;
  throw new Error(
    `SECRET_KEY is not set, but ${count} integration${count === 1 ? '' : 's'} exist${count === 1 ? 's' : ''}: their keys are encrypted with it. Set SECRET_KEY to the value it had (see docs/integrations.md) and start again.`,
  );
}
