import type {
  TAdminCollection,
  TAdminEntry,
  TAdminEntryPage,
  TAdminMenu,
  TAdminTaxonomy,
  TAdminTerm,
  TCollectionInput,
  TEntryBaseInput,
  TMenuInput,
  TTaxonomyInput,
  TTermInput,
} from '@hookline/schema/cms';
import { request } from './client.ts';

/* The content model of a site (collections, entries, taxonomies and terms, menus); wire shapes in
   `@hookline/schema/cms`, routes in apps/server/src/content. */

type Signal = { signal?: AbortSignal };
const site = (clientId: string) => `/api/admin/content/${encodeURIComponent(clientId)}`;
const id = encodeURIComponent;

export const contentApi = {
  collections: (clientId: string, { signal }: Signal = {}) =>
    request<TAdminCollection[]>(`${site(clientId)}/collections`, { signal }),
  collection: (clientId: string, collectionId: string, { signal }: Signal = {}) =>
    request<TAdminCollection>(`${site(clientId)}/collections/${id(collectionId)}`, { signal }),
  createCollection: (clientId: string, body: TCollectionInput) =>
    request<TAdminCollection>(`${site(clientId)}/collections`, { method: 'POST', body }),
  saveCollection: (clientId: string, collectionId: string, body: TCollectionInput, clearInvalid = false) =>
    request<TAdminCollection>(`${site(clientId)}/collections/${id(collectionId)}`, {
      method: 'PUT',
      body,
      query: { clear_invalid: clearInvalid ? 'true' : undefined },
    }),
  removeCollection: (clientId: string, collectionId: string) =>
    request<void>(`${site(clientId)}/collections/${id(collectionId)}`, { method: 'DELETE' }),

  entries: (
    clientId: string,
    collectionId: string,
    query: { search?: string; status?: string; page?: number },
    { signal }: Signal = {},
  ) =>
    request<TAdminEntryPage>(`${site(clientId)}/collections/${id(collectionId)}/entries`, {
      query: { ...query, per_page: 20 },
      signal,
    }),
  entry: (clientId: string, entryId: string, { signal }: Signal = {}) =>
    request<TAdminEntry>(`${site(clientId)}/entries/${id(entryId)}`, { signal }),
  createEntry: (clientId: string, collectionId: string, body: TEntryBaseInput) =>
    request<TAdminEntry>(`${site(clientId)}/collections/${id(collectionId)}/entries`, {
      method: 'POST',
      body,
    }),
  saveEntry: (clientId: string, entryId: string, body: TEntryBaseInput) =>
    request<TAdminEntry>(`${site(clientId)}/entries/${id(entryId)}`, { method: 'PUT', body }),
  removeEntry: (clientId: string, entryId: string) =>
    request<void>(`${site(clientId)}/entries/${id(entryId)}`, { method: 'DELETE' }),

  taxonomies: (clientId: string, { signal }: Signal = {}) =>
    request<TAdminTaxonomy[]>(`${site(clientId)}/taxonomies`, { signal }),
  createTaxonomy: (clientId: string, body: TTaxonomyInput) =>
    request<TAdminTaxonomy>(`${site(clientId)}/taxonomies`, { method: 'POST', body }),
  saveTaxonomy: (clientId: string, taxonomyId: string, body: TTaxonomyInput) =>
    request<TAdminTaxonomy>(`${site(clientId)}/taxonomies/${id(taxonomyId)}`, { method: 'PUT', body }),
  removeTaxonomy: (clientId: string, taxonomyId: string) =>
    request<void>(`${site(clientId)}/taxonomies/${id(taxonomyId)}`, { method: 'DELETE' }),
  terms: (clientId: string, taxonomyId: string, { signal }: Signal = {}) =>
    request<TAdminTerm[]>(`${site(clientId)}/taxonomies/${id(taxonomyId)}/terms`, { signal }),
  createTerm: (clientId: string, taxonomyId: string, body: Partial<TTermInput>) =>
    request<TAdminTerm>(`${site(clientId)}/taxonomies/${id(taxonomyId)}/terms`, { method: 'POST', body }),
  saveTerm: (clientId: string, termId: string, body: Partial<TTermInput>) =>
    request<TAdminTerm>(`${site(clientId)}/terms/${id(termId)}`, { method: 'PUT', body }),
  removeTerm: (clientId: string, termId: string) =>
    request<void>(`${site(clientId)}/terms/${id(termId)}`, { method: 'DELETE' }),

  menus: (clientId: string, { signal }: Signal = {}) =>
    request<TAdminMenu[]>(`${site(clientId)}/menus`, { signal }),
  menu: (clientId: string, menuId: string, { signal }: Signal = {}) =>
    request<TAdminMenu>(`${site(clientId)}/menus/${id(menuId)}`, { signal }),
  createMenu: (clientId: string, body: TMenuInput) =>
    request<TAdminMenu>(`${site(clientId)}/menus`, { method: 'POST', body }),
  saveMenu: (clientId: string, menuId: string, body: TMenuInput) =>
    request<TAdminMenu>(`${site(clientId)}/menus/${id(menuId)}`, { method: 'PUT', body }),
  removeMenu: (clientId: string, menuId: string) =>
    request<void>(`${site(clientId)}/menus/${id(menuId)}`, { method: 'DELETE' }),
};
