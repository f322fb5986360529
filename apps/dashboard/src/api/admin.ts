import type {
  TAdminLead,
  TAdminLeadPage,
  TAdminPopupSummary,
  TAdminSite,
  TAdminWixProductPage,
  TLeadsExportQueryInput,
  TMeResponse,
  TSessionResponse,
  TSignupRequestInput,
  TSiteCreateRequestInput,
  TSiteUpdateRequestInput,
} from '@hookline/schema';
import { request, withQuery } from './client.ts';

/*
 * The dashboard API (`/api/admin/*`). Its wire shapes are `@hookline/schema`'s admin API; the names
 * here are the dashboard's own words for them. Inputs are typed as the schemas' inputs (what is sent),
 * answers as their outputs (what the server builds).
 */

export type Me = TMeResponse;
export type Site = TAdminSite;
export type PopupSummary = TAdminPopupSummary;
export type Lead = TAdminLead;
export type LeadPage = TAdminLeadPage;

/** Which leads: the filters of the leads table and of the CSV export. */
export type LeadFilter = TLeadsExportQueryInput;

/** A page of leads: `limit` of them older than `before`, newer than `after`, or the newest. */
export interface LeadQuery extends LeadFilter {
  limit: number;
  before?: string | undefined;
  after?: string | undefined;
}

export type SignupInput = TSignupRequestInput;

const base = '/api/admin';
type Signal = { signal?: AbortSignal };

export const adminApi = {
  login: (email: string, password: string) =>
    request<Me>(`${base}/login`, { method: 'POST', body: { email, password } }),
  signup: (input: SignupInput) => request<Me>(`${base}/signup`, { method: 'POST', body: input }),
  createSite: (site: TSiteCreateRequestInput) =>
    request<Site>(`${base}/sites`, { method: 'POST', body: site }),
  updateSite: (clientId: string, changes: TSiteUpdateRequestInput) =>
    request<Site>(`${base}/sites/${encodeURIComponent(clientId)}`, { method: 'PATCH', body: changes }),
  logout: () => request<void>(`${base}/logout`, { method: 'POST' }),
  me: ({ signal }: Signal = {}) => request<Me>(`${base}/me`, { signal }),
  /** Whether someone is signed in, answered with 200 either way (no failed request in the console). */
  session: ({ signal }: Signal = {}) => request<TSessionResponse>(`${base}/session`, { signal }),
  sites: ({ signal }: Signal = {}) => request<Site[]>(`${base}/sites`, { signal }),
  site: (clientId: string, { signal }: Signal = {}) =>
    request<Site>(`${base}/sites/${encodeURIComponent(clientId)}`, { signal }),
  popups: (clientId: string, { signal }: Signal = {}) =>
    request<PopupSummary[]>(`${base}/sites/${encodeURIComponent(clientId)}/popups`, { signal }),
  /** A page of the products the site's Wix members browsed or ordered. */
  wixProducts: (query: { site: string; limit?: number; offset?: number }, { signal }: Signal = {}) =>
    request<TAdminWixProductPage>(`${base}/wix-products`, { query: { ...query }, signal }),
  leads: (query: LeadQuery, { signal }: Signal = {}) =>
    request<LeadPage>(`${base}/leads`, { query: { ...query }, signal }),
  deleteLead: (id: string) => request<void>(`${base}/leads/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** The address of the CSV export of the leads matching the filter (a plain link downloads it). */
  leadsCsvUrl: (filter: LeadFilter) => withQuery(`${base}/leads.csv`, { ...filter }),
};
