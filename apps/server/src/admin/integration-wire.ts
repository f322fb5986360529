import type { FastifyRequest } from 'fastify';
import {
  findAccountIntegration,
  popupPublicIds,
  sitePopupIds,
  type Db,
  type SiteIntegrationRow,
} from '@hookline/db';
import {
  INTEGRATION_LABELS,
  ZIntegrationParams,
  type TAdminIntegration,
  type TIntegrationProvider,
  type TIntegrationResponse,
} from '@hookline/schema';
import type { z } from 'zod';
import type { ServerConfig } from '../config.ts';
import type { IntegrationProvider } from '../integrations/provider.ts';
import { providerOf } from '../integrations/providers/index.ts';
import { secretBox, type SecretBox } from '../integrations/secret-box.ts';
import { HttpError, describeZodError, notFound } from '../http/errors.ts';
import { parse } from '../http/parse.ts';
import { sessionOf } from './authenticate.ts';

/** What the integration routes share: the answer's shape, input checks, the credentials' box. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An integration as the owner sees it: never its credentials, only their hint. */
export function toAdminIntegration(
  row: SiteIntegrationRow,
  clientId: string,
  publicIds: Map<string, string>,
): TAdminIntegration {
  return {
    id: row.id,
    client_id: clientId,
    provider: row.provider as TIntegrationProvider,
    enabled: row.enabled,
    status: row.status as TAdminIntegration['status'],
    credential_hint: row.credentialHint,
    settings: row.settings,
    field_map: row.fieldMap,
    excluded_popups: row.excludedPopupIds.flatMap((id) => publicIds.get(id) ?? []),
    last_error: row.lastError,
    last_error_at: iso(row.lastErrorAt),
    last_delivered_at: iso(row.lastDeliveredAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function answer(
  db: Db,
  row: SiteIntegrationRow,
  clientId: string,
): Promise<TIntegrationResponse> {
  return { integration: toAdminIntegration(row, clientId, await popupPublicIds(db, row.excludedPopupIds)) };
}

/** The parts of a flat request body that a schema object's shape names. */
export function pick(
  input: Record<string, unknown>,
  shape: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).filter(([key]) => key in shape && input[key] !== undefined),
  );
}

/** Parses with `schema` or answers 400 naming the fields at fault. */
export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new HttpError(400, 'invalid_request', `Invalid body: ${describeZodError(result.error)}`);
  return result.data;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function available(provider: TIntegrationProvider): IntegrationProvider<any, any> {
  const found = providerOf(provider);
  if (!found)
    throw new HttpError(
      422,
      'provider_unavailable',
      `${INTEGRATION_LABELS[provider]} is not available yet on this server`,
    );
  return found;
}

/** The box credentials are sealed with; without SECRET_KEY none can be stored or opened (409). */
export function credentialBox(config: ServerConfig): SecretBox {
  if (!config.secretKey)
    throw new HttpError(
      409,
      'secret_key_missing',
      'This server needs a SECRET_KEY to store integration keys encrypted: set SECRET_KEY (32 characters or more) and restart it (see docs/integrations.md)',
    );
  return secretBox(config.secretKey);
}

/** The site's popups among these public ids, as internal ids; an unknown one answers 422. */
export async function sitePopups(db: Db, siteId: string, publicIds: readonly string[]): Promise<string[]> {
  const found = await sitePopupIds(db, siteId, publicIds);
  const unknown = publicIds.find((id) => !found.has(id));
  if (unknown) throw new HttpError(422, 'unknown_popup', `Popup ${unknown} is not one of this site's popups`);
  return [...new Set(publicIds.map((id) => found.get(id)!))];
}

/** The caller's integration of the route's `:id`; another account's answers 404. */
export async function callerIntegration(db: Db, request: FastifyRequest) {
  const params = pick(request.params as Record<string, unknown>, { id: 1 });
  const { id } = parse(ZIntegrationParams, params, 'integration id');
  const found = await findAccountIntegration(db, sessionOf(request).account.id, id);
  if (!found) throw notFound(`Integration ${id}`);
  return found;
}
