import { beforeAll, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { ContentData } from '@hookline/shop';
import {
  ZAdminCollection,
  ZAdminEntryPage,
  ZAdminTaxonomy,
  ZAdminTerm,
  type TImageView,
} from '@hookline/schema/cms';
import { adminSuite, logIn } from '../admin/testing.ts';
import { ContentCache } from './content-cache.ts';
import { siteContentData } from './site-content-data.ts';
import { shopContentData } from './shop-content.ts';
import { addTestImage } from './testing.ts';

const ORIGIN = 'https://shop.test';

/** A collection with one field of every kind, so that every value's view is checked. */
const SHOWCASE = {
  name: 'Showcase',
  singular_name: 'Piece',
  slug: 'showcase',
  taxonomies: ['tag'],
  fields: [
    { key: 'body', label: 'Body', kind: 'rich_text' },
    { key: 'hero', label: 'Hero', kind: 'image' },
    { key: 'photos', label: 'Photos', kind: 'gallery' },
    { key: 'size', label: 'Size', kind: 'select', choices: [{ value: 'l', label: 'Large' }] },
    { key: 'topics', label: 'Topics', kind: 'terms', taxonomy: 'tag' },
    { key: 'where', label: 'Where', kind: 'location' },
    { key: 'go', label: 'Go', kind: 'link' },
    { key: 'when', label: 'When', kind: 'date' },
    {
      key: 'blocks',
      label: 'Blocks',
      kind: 'flexible_content',
      layouts: [{ key: 'quote', label: 'Quote', sub_fields: [{ key: 'text', label: 'Text', kind: 'text' }] }],
    },
  ],
};

adminSuite('content seam', (suite) => {
  const api = (path: string) => `/api/admin/content/${suite.owner.site.clientId}${path}`;
  const cache = new ContentCache();
  let content: ContentData;
  let preview: ContentData;
  let ids: { red: string; blue: string; collection: string; image: string };

  const post = async (path: string, body: unknown) => {
    const response = await suite.call('POST', api(path), body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  };

  beforeAll(async () => {
    const tags = ZAdminTaxonomy.parse(
      await post('/taxonomies', { name: 'Tags', singular_name: 'Tag', slug: 'tag' }),
    );
    const red = ZAdminTerm.parse(await post(`/taxonomies/${tags.id}/terms`, { name: 'Red' })).id;
    const blue = ZAdminTerm.parse(await post(`/taxonomies/${tags.id}/terms`, { name: 'Blue' })).id;
    const collection = ZAdminCollection.parse(await post('/collections', SHOWCASE)).id;
    const image = await addTestImage(suite.database.db, suite.owner.site.id);
    ids = { red, blue, collection, image };
    const entry = (title: string, day: string, terms: string[], extra: object = {}) =>
      post(`/collections/${collection}/entries`, {
        title,
        status: 'published',
        published_at: `${day}T10:00:00Z`,
        terms: { tag: terms },
        ...extra,
      });
    await entry('Red and blue', '2025-01-01', [red, blue], {
      featured_image: { media_id: image, alt: 'Cover' },
      fields: {
        body: '<p>Hello</p>',
        hero: { media_id: image, alt: 'Hero' },
        photos: [{ media_id: image, alt: 'One', caption: 'First' }],
        size: 'l',
        topics: [blue],
        where: { lat: 48.85, lng: 2.35, address: 'Paris' },
        go: { url: 'https://example.com', new_window: true },
        when: '2025-03-01',
        blocks: [{ layout: 'quote', values: { text: 'Wise' } }],
      },
    });
    await entry('Only red', '2025-01-02', [red]);
    await entry('Only blue', '2025-01-03', [blue]);
    await post(`/collections/${collection}/entries`, { title: 'Draft piece', terms: { tag: [red] } });
    const db = suite.database.db;
    content = siteContentData(db, { siteId: suite.owner.site.id, origin: ORIGIN, preview: false, cache });
    preview = siteContentData(db, { siteId: suite.owner.site.id, origin: ORIGIN, preview: true, cache });
  });

  it('resolves an entry’s values for widgets: absolute images, terms, labels, links, rows', async () => {
    const entry = await content.entry('showcase', 'red-and-blue');
    const image = (alt: string, caption = ''): TImageView => ({
      id: ids.image,
      url: expect.stringMatching(/^https:\/\/shop\.test\/media\/[0-9a-f]{32}\.webp$/) as unknown as string,
      width: 4,
      height: 3,
      alt,
      caption,
    });
    expect(entry).toMatchObject({
      url: '/showcase/red-and-blue',
      featured_image: image('Cover'),
      terms: {
        tag: [
          { slug: 'red', name: 'Red', count: 2 },
          { slug: 'blue', name: 'Blue', count: 2 },
        ],
      },
    });
    expect(entry!.fields).toEqual({
      body: '<p>Hello</p>',
      hero: image('Hero'),
      photos: [image('One', 'First')],
      size: [{ value: 'l', label: 'Large' }],
      topics: [expect.objectContaining({ slug: 'blue', taxonomy: 'tag' })],
      where: { lat: 48.85, lng: 2.35, address: 'Paris' },
      go: { url: 'https://example.com', title: '', new_window: true, nofollow: false },
      when: '2025-03-01',
      blocks: [{ layout: 'quote', label: 'Quote', fields: { text: 'Wise' } }],
    });
  });

  it('shows shoppers published entries; a preview shows drafts too', async () => {
    const titles = async (data: ContentData) =>
      (await data.entries({ collection: 'showcase' })).entries.map((e) => e.title);
    expect(await titles(content)).toEqual(['Only blue', 'Only red', 'Red and blue']);
    expect(await titles(preview)).toContain('Draft piece');
    expect(await content.entry('showcase', 'draft-piece')).toBeNull();
    expect((await preview.entry('showcase', 'draft-piece'))?.status).toBe('draft');
  });

  it('filters by terms with AND and OR, pages and counts pages', async () => {
    const page = await content.entries({
      collection: 'showcase',
      terms: [{ taxonomy: 'tag', terms: ['red', 'blue'], operator: 'or' }],
      per_page: 2,
      page: 2,
    });
    expect({ titles: page.entries.map((e) => e.title), total: page.total, pages: page.pages }).toEqual({
      titles: ['Red and blue'],
      total: 3,
      pages: 2,
    });
    const both = await content.entries({
      collection: 'showcase',
      terms: [{ taxonomy: 'tag', terms: ['red', 'blue'], operator: 'and' }],
    });
    expect(both.entries.map((e) => e.title)).toEqual(['Red and blue']);
    expect((await content.entries({ collection: 'nowhere' })).total).toBe(0);
  });

  it('answers terms with counts of visible entries, the collection with its fields', async () => {
    expect((await content.terms('tag')).map((t) => [t.slug, t.count])).toEqual([
      ['blue', 2],
      ['red', 2],
    ]);
    expect((await preview.terms('tag')).map((t) => [t.slug, t.count])).toEqual([
      ['blue', 2],
      ['red', 3],
    ]);
    const collection = await content.collection('showcase');
    expect(collection?.taxonomies).toEqual([
      { slug: 'tag', name: 'Tags', singular_name: 'Tag', hierarchical: false },
    ]);
    expect(collection?.fields.map((f) => f.key)).toContain('blocks');
  });

  it('resolves a menu’s entry items and leaves out those of drafts', async () => {
    const drafts = ZAdminEntryPage.parse(
      (await suite.get(api(`/collections/${ids.collection}/entries?status=draft`))).json(),
    );
    const draft = drafts.rows[0]!;
    const live = (await content.entry('showcase', 'only-red'))!;
    await post('/menus', {
      name: 'Main',
      slug: 'main',
      items: [
        { id: 'home', label: 'Home', url: '/', children: [{ id: 'red', label: 'Red', entry_id: live.id }] },
        { id: 'draft', label: 'Draft', entry_id: draft.id },
      ],
    });
    const menu = await content.menu('main');
    expect(menu?.items).toEqual([
      {
        id: 'home',
        label: 'Home',
        url: '/',
        new_window: false,
        nofollow: false,
        children: [
          {
            id: 'red',
            label: 'Red',
            url: '/showcase/only-red',
            new_window: false,
            nofollow: false,
            children: [],
          },
        ],
      },
    ]);
  });

  it('shows a change as soon as it is saved, through the cache', async () => {
    expect((await content.entry('showcase', 'only-blue'))?.title).toBe('Only blue');
    const id = (await content.entry('showcase', 'only-blue'))!.id;
    const saved = await suite.call('PUT', api(`/entries/${id}`), {
      title: 'Only blue, renamed',
      slug: 'only-blue',
      status: 'published',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fresh = siteContentData(suite.database.db, {
      siteId: suite.owner.site.id,
      origin: ORIGIN,
      preview: false,
      cache: suite.ctx.content,
    });
    expect((await fresh.entry('showcase', 'only-blue'))?.title).toBe('Only blue, renamed');
  });

  it('gives another site nothing of this one', async () => {
    const other = siteContentData(suite.database.db, {
      siteId: suite.other.site.id,
      origin: ORIGIN,
      preview: true,
      cache,
    });
    expect(await other.collection('showcase')).toBeNull();
    expect(await other.entry('showcase', 'only-red')).toBeNull();
    expect(await other.terms('tag')).toEqual([]);
    expect(await other.menu('main')).toBeNull();
    expect(await other.images([ids.image])).toEqual({});
  });

  it('reads drafts only for a preview asked by a session of the site’s own account', async () => {
    const request = (query: object, cookie?: string) =>
      ({
        query,
        cookies: cookie ? { [cookie.split('=')[0]!]: cookie.split('=')[1] } : {},
        protocol: 'http',
        host: 'localhost',
      }) as unknown as FastifyRequest;
    const otherCookie = await logIn(suite.app, suite.other.email);
    const cases: [object, string | undefined, boolean][] = [
      [{ preview: '1' }, suite.cookie, true],
      [{}, suite.cookie, false],
      [{ preview: '1' }, undefined, false],
      [{ preview: '1' }, otherCookie, false],
    ];
    for (const [query, cookie, expected] of cases) {
      const data = await shopContentData(suite.ctx, request(query, cookie), suite.owner.site.clientId);
      expect(data.preview).toBe(expected);
    }
  });
});
