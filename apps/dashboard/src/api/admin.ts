import { request, withQuery } from './client.ts';

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
  ab_test: boolean;
  /** The A/B test parent's id when this popup is a variant. */
  ab_test_parent_id: string | null;
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

/** Which leads: the filters of the leads table and of the CSV export. */
export interface LeadFilter {
  site?: string | undefined;
  popup?: string | undefined;
  /** Text to find in any form value. */
  q?: string | undefined;
  /** `YYYY-MM-DD`, inclusive, in `tz`. */
  from?: string | undefined;
  to?: string | undefined;
  tz?: string | undefined;
}

export interface LeadQuery extends LeadFilter {
  limit: number;
  offset: number;
}

export interface SignupInput {
  email: string;
  password: string;
  account_name: string;
  site_name: string;
  site_domain: string;
}

const base = '/api/admin';
type Signal = { signal?: AbortSignal };

export const adminApi = {
  login: (email: string, password: string) =>
    request<Me>(`${base}/login`, { method: 'POST', body: { email, password } }),
  signup: (input: SignupInput) => request<Me>(`${base}/signup`, { method: 'POST', body: input }),
  createSite: (site: { name: string; domains: string[] }) =>
    request<Site>(`${base}/sites`, { method: 'POST', body: site }),
  updateSite: (clientId: string, changes: { name?: string; domains?: string[] }) =>
    request<Site>(`${base}/sites/${encodeURIComponent(clientId)}`, { method: 'PATCH', body: changes }),
  logout: () => request<void>(`${base}/logout`, { method: 'POST' }),
  me: ({ signal }: Signal = {}) => request<Me>(`${base}/me`, { signal }),
  sites: ({ signal }: Signal = {}) => request<Site[]>(`${base}/sites`, { signal }),
  site: (clientId: string, { signal }: Signal = {}) =>
    request<Site>(`${base}/sites/${encodeURIComponent(clientId)}`, { signal }),
  popups: (clientId: string, { signal }: Signal = {}) =>
    request<PopupSummary[]>(`${base}/sites/${encodeURIComponent(clientId)}/popups`, { signal }),
  leads: (query: LeadQuery, { signal }: Signal = {}) =>
    request<LeadPage>(`${base}/leads`, { query: { ...query }, signal }),
  deleteLead: (id: string) => request<void>(`${base}/leads/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** The address of the CSV export of the leads matching the filter (a plain link downloads it). */
  leadsCsvUrl: (filter: LeadFilter) => withQuery(`${base}/leads.csv`, { ...filter }),
};
