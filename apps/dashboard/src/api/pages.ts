import type {
  TAdminPage,
  TPageCreateRequest,
  TPageDocument,
  TPageEditorResponse,
  TPageListResponse,
  TPageResponse,
  TPageRevisionsResponse,
  TPageSaveRequest,
} from '@hookline/schema';
import { request } from './client.ts';

/* The page builder's pages of a site; wire shapes in `@hookline/schema` (cms/pages.ts). */

type Signal = { signal?: AbortSignal };
const base = (clientId: string) => `/api/admin/pages/${encodeURIComponent(clientId)}`;
const one = (clientId: string, pageId: string) => `${base(clientId)}/${encodeURIComponent(pageId)}`;
const page = (answer: Promise<TPageResponse>): Promise<TAdminPage> => answer.then((a) => a.page);

export const pagesApi = {
  list: (clientId: string, { signal }: Signal = {}) =>
    request<TPageListResponse>(base(clientId), { signal }).then((a) => a.pages),
  create: (clientId: string, body: TPageCreateRequest) =>
    page(request(base(clientId), { method: 'POST', body })),
  /** The page and whether the account's plan unlocks the pro widgets. */
  get: (clientId: string, pageId: string, { signal }: Signal = {}) =>
    request<TPageEditorResponse>(one(clientId, pageId), { signal }),
  save: (clientId: string, pageId: string, body: TPageSaveRequest) =>
    page(request(one(clientId, pageId), { method: 'PUT', body })),
  remove: (clientId: string, pageId: string) => request<void>(one(clientId, pageId), { method: 'DELETE' }),
  publish: (clientId: string, pageId: string) =>
    page(request(`${one(clientId, pageId)}/publish`, { method: 'POST' })),
  unpublish: (clientId: string, pageId: string) =>
    page(request(`${one(clientId, pageId)}/unpublish`, { method: 'POST' })),
  revisions: (clientId: string, pageId: string) =>
    request<TPageRevisionsResponse>(`${one(clientId, pageId)}/revisions`).then((a) => a.revisions),
  restore: (clientId: string, pageId: string, revisionId: number) =>
    page(request(`${one(clientId, pageId)}/revisions/${revisionId}/restore`, { method: 'POST' })),
  widgetData: (clientId: string, type: string, props: Record<string, unknown>) =>
    request<{ data: unknown }>(`${base(clientId)}/widget-data`, {
      method: 'POST',
      body: { type, props },
    }).then((a) => a.data),
};

export type { TAdminPage as AdminPage, TPageDocument as PageDocument };
