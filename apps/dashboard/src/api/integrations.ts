import type {
  TAdminDelivery,
  TAdminDeliveryPage,
  TAdminIntegration,
  TIntegrationCheckRequest,
  TIntegrationCheckResponse,
  TIntegrationCreateRequestInput,
  TIntegrationListResponse,
  TIntegrationResponse,
  TIntegrationUpdateRequest,
} from '@hookline/schema';
import { request } from './client.ts';

/* A site's integrations (Mailchimp, Klaviyo, HubSpot, Google Sheets) and each one's delivery log. */

export type Integration = TAdminIntegration;
export type IntegrationCheck = TIntegrationCheckResponse;
export type IntegrationCheckInput = TIntegrationCheckRequest;
export type IntegrationCreateInput = TIntegrationCreateRequestInput;
export type IntegrationChanges = TIntegrationUpdateRequest;

type Signal = { signal?: AbortSignal };
const sitePath = (clientId: string) => `/api/admin/sites/${encodeURIComponent(clientId)}/integrations`;
const path = (id: string) => `/api/admin/integrations/${encodeURIComponent(id)}`;

export const integrationsApi = {
  list: (clientId: string, { signal }: Signal = {}) =>
    request<TIntegrationListResponse>(sitePath(clientId), { signal }),
  create: (clientId: string, input: IntegrationCreateInput) =>
    request<TIntegrationResponse>(sitePath(clientId), { method: 'POST', body: input }),
  update: (id: string, changes: IntegrationChanges) =>
    request<TIntegrationResponse>(path(id), { method: 'PUT', body: changes }),
  remove: (id: string) => request<void>(path(id), { method: 'DELETE' }),
  /** Test connection with credentials typed but not saved: the account, its lists and fields. */
  check: (clientId: string, input: IntegrationCheckInput) =>
    request<IntegrationCheck>(`${sitePath(clientId)}/check`, { method: 'POST', body: input }),
  /** Test connection of a saved integration. */
  test: (id: string) => request<IntegrationCheck>(`${path(id)}/test`, { method: 'POST' }),
  deliveries: (id: string, page: { limit: number; offset: number }, { signal }: Signal = {}) =>
    request<TAdminDeliveryPage>(`${path(id)}/deliveries`, { query: { ...page }, signal }),
  retry: (id: string, deliveryId: string) =>
    request<TAdminDelivery>(`${path(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`, {
      method: 'POST',
    }),
};
