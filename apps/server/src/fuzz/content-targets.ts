import type { FastifyInstance } from 'fastify';
import { LOOKBOOK } from '../content/testing.ts';
import { guardHeaders } from '../http/request-guard.ts';
import type { FuzzTarget } from './fuzz-target.ts';

/** The content a site holds for the fuzz test: ids for the content API's addresses. */
export interface ContentFuzzIds {
  collectionId: string;
  entryId: string;
  taxonomyId: string;
  termId: string;
  menuId: string;
}

/** Makes the content of `clientId`'s site through the admin API (a tag, a Lookbook entry, a menu). */
export async function makeFuzzContent(
  app: FastifyInstance,
  clientId: string,
  cookie: string,
): Promise<ContentFuzzIds> {
  const post = async (path: string, body: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/content/${clientId}${path}`,
      headers: { cookie, 'content-type': 'application/json', ...guardHeaders },
      payload: JSON.stringify(body),
    });
    if (response.statusCode !== 201) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return (response.json() as { id: string }).id;
  };
  const taxonomyId = await post('/taxonomies', { name: 'Tags', singular_name: 'Tag', slug: 'tag' });
  const termId = await post(`/taxonomies/${taxonomyId}/terms`, { name: 'Red' });
  const collectionId = await post('/collections', LOOKBOOK);
  const entryId = await post(`/collections/${collectionId}/entries`, { title: 'First look' });
  const menuId = await post('/menus', { name: 'Main', slug: 'main', items: [] });
  return { collectionId, entryId, taxonomyId, termId, menuId };
}

/** The content admin API (`/api/admin/content/:clientId/…`), each with a valid request. */
export function contentFuzzTargets(clientId: string, ids: ContentFuzzIds): FuzzTarget[] {
  const site = { clientId };
  const collection = { ...site, collectionId: ids.collectionId };
  const entry = { ...site, entryId: ids.entryId };
  const taxonomy = { ...site, taxonomyId: ids.taxonomyId };
  const base = '/api/admin/content/:clientId';
  const entryBody = {
    title: 'A look',
    status: 'draft',
    excerpt: 'Short',
    terms: { tag: [ids.termId] },
    fields: {
      body: '<p>Linen <strong>today</strong></p>',
      price: 12.5,
      photos: [],
      slides: [{ caption: 'Morning', photo: null }],
    },
  };
  const json = { encoding: 'json' as const, session: true };
  return [
    { method: 'GET', route: `${base}/collections`, params: site, session: true },
    {
      method: 'POST',
      route: `${base}/collections`,
      params: site,
      body: { ...LOOKBOOK, slug: 'looks' },
      ...json,
    },
    { method: 'GET', route: `${base}/collections/:collectionId`, params: collection, session: true },
    {
      method: 'PUT',
      route: `${base}/collections/:collectionId`,
      params: collection,
      query: { clear_invalid: 'false' },
      body: LOOKBOOK,
      ...json,
    },
    {
      method: 'GET',
      route: `${base}/collections/:collectionId/entries`,
      params: collection,
      query: { search: 'look', status: 'all', page: '1', per_page: '20' },
      session: true,
    },
    {
      method: 'POST',
      route: `${base}/collections/:collectionId/entries`,
      params: collection,
      body: entryBody,
      ...json,
    },
    { method: 'GET', route: `${base}/entries/:entryId`, params: entry, session: true },
    { method: 'PUT', route: `${base}/entries/:entryId`, params: entry, body: entryBody, ...json },
    { method: 'GET', route: `${base}/taxonomies`, params: site, session: true },
    {
      method: 'POST',
      route: `${base}/taxonomies`,
      params: site,
      body: { name: 'Seasons', singular_name: 'Season', slug: 'season', hierarchical: true },
      ...json,
    },
    {
      method: 'PUT',
      route: `${base}/taxonomies/:taxonomyId`,
      params: taxonomy,
      body: { name: 'Tags', singular_name: 'Tag', slug: 'tag' },
      ...json,
    },
    { method: 'GET', route: `${base}/taxonomies/:taxonomyId/terms`, params: taxonomy, session: true },
    {
      method: 'POST',
      route: `${base}/taxonomies/:taxonomyId/terms`,
      params: taxonomy,
      body: { name: 'Blue', description: 'Sky', position: 2 },
      ...json,
    },
    {
      method: 'PUT',
      route: `${base}/terms/:termId`,
      params: { ...site, termId: ids.termId },
      body: { name: 'Red', slug: 'red' },
      ...json,
    },
    { method: 'GET', route: `${base}/menus`, params: site, session: true },
    {
      method: 'PUT',
      route: `${base}/menus/:menuId`,
      params: { ...site, menuId: ids.menuId },
      body: {
        name: 'Main',
        slug: 'main',
        items: [
          { id: 'home', label: 'Home', url: '/', children: [{ id: 'j', label: 'Journal', url: '/journal' }] },
        ],
      },
      ...json,
    },
    {
      method: 'DELETE',
      route: `${base}/menus/:menuId`,
      params: { ...site, menuId: '7b0f2c1e-3c1a-4d55-9a55-0b6a4f1b2c3d' },
      session: true,
    },
  ];
}
