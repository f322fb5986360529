import { request } from './client.ts';

/* A site's webhook and its delivery log; types mirror apps/server/src/admin/webhook-routes.ts. */

export interface Webhook {
  url: string;
  enabled: boolean;
  /** The secret's last characters; the secret itself is shown only when made. */
  secret_hint: string;
  created_at: string;
  updated_at: string;
}

export interface Delivery {
  id: string;
  event: string;
  conversion_id: string | null;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

type Signal = { signal?: AbortSignal };
const path = (clientId: string) => `/api/admin/sites/${encodeURIComponent(clientId)}/webhook`;

export const webhooksApi = {
  get: (clientId: string, { signal }: Signal = {}) =>
    request<{ webhook: Webhook | null }>(path(clientId), { signal }),
  save: (clientId: string, input: { url: string; enabled: boolean }) =>
    request<{ webhook: Webhook; secret: string | null }>(path(clientId), { method: 'PUT', body: input }),
  newSecret: (clientId: string) =>
    request<{ webhook: Webhook; secret: string }>(`${path(clientId)}/secret`, { method: 'POST' }),
  remove: (clientId: string) => request<void>(path(clientId), { method: 'DELETE' }),
  test: (clientId: string) => request<Delivery>(`${path(clientId)}/test`, { method: 'POST' }),
  deliveries: (clientId: string, page: { limit: number; offset: number }, { signal }: Signal = {}) =>
    request<{ rows: Delivery[]; total: number }>(`${path(clientId)}/deliveries`, {
      query: { ...page },
      signal,
    }),
  retry: (clientId: string, id: string) =>
    request<Delivery>(`${path(clientId)}/deliveries/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
};
