import { request } from './client.ts';

/*
 * The dashboard API (`/api/admin/*`). These types mirror the zod schemas in
 * apps/server/src/admin/schemas.ts; once those move to packages/schema, import them from there.
 */

export interface Me {
  user: { email: string };
  account: { id: string; name: string };
}

export interface Site {
  client_id: string;
  name: string;
  domains: string[];
  /** The exact install line. */
  snippet: string;
}

export interface PopupSummary {
  /** Public popup id. */
  id: string;
  name: string;
  type: string;
  format: number;
  status: 'active' | 'paused';
  created_at: string;
  views: number;
  closes: number;
  conversions: number;
}

export interface Lead {
  id: string;
  created_at: string;
  email: string | null;
  fields: Record<string, string>;
  popup: { id: string; name: string };
}

export interface LeadPage {
  rows: Lead[];
  total: number;
}

export interface LeadQuery {
  site?: string;
  popup?: string;
  limit: number;
  offset: number;
}

const base = '/api/admin';
type Signal = { signal?: AbortSignal };

export const adminApi = {
  login: (email: string, password: string) =>
    request<Me>(`${base}/login`, { method: 'POST', body: { email, password } }),
  logout: () => request<void>(`${base}/logout`, { method: 'POST' }),
  me: ({ signal }: Signal = {}) => request<Me>(`${base}/me`, { signal }),
  sites: ({ signal }: Signal = {}) => request<Site[]>(`${base}/sites`, { signal }),
  site: (clientId: string, { signal }: Signal = {}) =>
    request<Site>(`${base}/sites/${encodeURIComponent(clientId)}`, { signal }),
  popups: (clientId: string, { signal }: Signal = {}) =>
    request<PopupSummary[]>(`${base}/sites/${encodeURIComponent(clientId)}/popups`, { signal }),
  leads: (query: LeadQuery, { signal }: Signal = {}) =>
    request<LeadPage>(`${base}/leads`, { query: { ...query }, signal }),
};
