import type {
  TAdminDelivery,
  TAdminDeliveryPage,
  TAdminWebhook,
  TWebhookResponse,
  TWebhookSaveRequestInput,
  TWebhookSecretResponse,
} from '@hookline/schema';
import { request } from './client.ts';

/* A site's webhook and its delivery log; the wire shapes are `@hookline/schema`'s admin API. */

export type Webhook = TAdminWebhook;
export type Delivery = TAdminDelivery;

type Signal = { signal?: AbortSignal };
const path = (clientId: string) => `/api/admin/sites/${encodeURIComponent(clientId)}/webhook`;

export const webhooksApi = {
  get: (clientId: string, { signal }: Signal = {}) => request<TWebhookResponse>(path(clientId), { signal }),
  save: (clientId: string, input: TWebhookSaveRequestInput) =>
    request<TWebhookSecretResponse>(path(clientId), { method: 'PUT', body: input }),
  newSecret: (clientId: string) =>
    request<TWebhookSecretResponse & { secret: string }>(`${path(clientId)}/secret`, { method: 'POST' }),
  remove: (clientId: string) => request<void>(path(clientId), { method: 'DELETE' }),
  test: (clientId: string) => request<Delivery>(`${path(clientId)}/test`, { method: 'POST' }),
  deliveries: (clientId: string, page: { limit: number; offset: number }, { signal }: Signal = {}) =>
    request<TAdminDeliveryPage>(`${path(clientId)}/deliveries`, {
      query: { ...page },
      signal,
    }),
  retry: (clientId: string, id: string) =>
    request<Delivery>(`${path(clientId)}/deliveries/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
};
