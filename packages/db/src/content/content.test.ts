import { beforeAll, describe, expect, it } from 'vitest';
import type { TEntryQuery } from '@hookline/schema/cms';
import type { Db } from '../client.ts';
import { isUniqueViolation } from '../core/unique-violation.ts';
import { createSiteWithLightbox } from '../fixtures.ts';
import { testDatabases } from '../testing.ts';
import {
  deleteCollection,
  findCollection,
  insertCollection,
  listCollections,
  updateCollection,
} from './collections.ts';
import { deleteEntry, findEntry, insertEntry, listAdminEntries, updateEntry } from './entries.ts';
import { findMenu, insertMenu, updateMenu } from './menus.ts';
import { queryEntries, termsWithCounts, type EntryReadQuery } from './reads.ts';
import {
  deleteTaxonomy,
  findTermsById,
  insertTaxonomy,
  insertTerm,
  listTaxonomies,
  listTerms,
} from './taxonomies.ts';

const NOW = new Date('2025-06-15T12:00:00Z');

/** A site with a Journal of five posts, tagged, on a few dates; its ids for the tests. */
async function seedJournal(db: Db) {
  const { site } = await createSiteWithLightbox(db);
  const tag = await insertTaxonomy(db, { siteId: site.id, slug: 'tag', name: 'Tags', singularName: 'Tag' });
  const category = await insertTaxonomy(db, {
    siteId: site.id,
    slug: 'category',
    name: 'Categories',
    singularName: 'Category',
    hierarchical: true,
  });
  const term = (taxonomyId: string, slug: string) =>
    insertTerm(db, { siteId: site.id, taxonomyId, slug, name: slug.toUpperCase() });
  const [red, blue, green, news] = await Promise.all([
    term(tag.id, 'red'),
    term(tag.id, 'blue'),
    term(tag.id, 'green'),
    term(category.id, 'news'),
  ]);
  const journal = await insertCollection(db, {
    siteId: site.id,
    slug: 'journal',
    name: 'Journal',
    singularName: 'Post',
    fields: [
      {
        key: 'rank',
        label: 'Rank',
        kind: 'number',
        required: false,
        instructions: '',
        min: null,
        max: null,
        step: null,
        unit: '',
      },
    ],
    taxonomies: ['tag', 'category'],
  });
  const post = (
    slug: string,
    day: string,
    tags: string[],
    extra: { status?: string; rank?: number | null } = {},
  ) =>
    insertEntry(
      db,
      {
        siteId: site.id,
        collectionId: journal.id,
        slug,
        title: slug.replace('-', ' '),
        status: extra.status ?? 'published',
        publishedAt: new Date(`${day}T09:00:00Z`),
        fields: { rank: extra.rank ?? null },
      },
      { tag: tags, category: [news!.id] },
    );
  const posts = {
    both: await post('red-blue', '2025-06-01', [red!.id, blue!.id], { rank: 3 }),
    red: await post('only-red', '2025-06-02', [red!.id], { rank: 1 }),
    blue: await post('only-blue', '2025-06-03', [blue!.id], { rank: 2 }),
    green: await post('green-draft', '2025-06-04', [green!.id], { status: 'draft' }),
    future: await post('scheduled', '2025-07-01', [red!.id]),
  };
  return {
    site,
    journal,
    tag,
    category,
    terms: { red: red!, blue: blue!, green: green!, news: news! },
    posts,
  };
}

const read = (collectionId: string, query: Partial<EntryReadQuery> = {}): EntryReadQuery => ({
  collectionId,
  drafts: false,
  now: NOW,
  terms: [],
  sort: { by: 'published_at', direction: 'desc' } as TEntryQuery['sort'],
  search: '',
  exclude: [],
  limit: 10,
  offset: 0,
  ...query,
});

describe.each(testDatabases())('content tables on $name', ({ open }) => {
  let db: Db;
  let journal: Awaited<ReturnType<typeof seedJournal>>;
  beforeAll(async () => {
    db = (await open()).db;
    journal = await seedJournal(db);
  });
  const slugsOf = async (query: Partial<EntryReadQuery>) =>
    (await queryEntries(db, journal.site.id, read(journal.journal.id, query))).rows.map((row) => row.slug);

  it('shows shoppers published entries whose date has come, newest first', async () => {
    expect(await slugsOf({})).toEqual(['only-blue', 'only-red', 'red-blue']);
    expect(await slugsOf({ drafts: true })).toEqual([
      'scheduled',
      'green-draft',
      'only-blue',
      'only-red',
      'red-blue',
    ]);
  });

  it('filters by terms with AND and OR within a taxonomy, and across taxonomies', async () => {
    const tags = (terms: string[], operator: 'and' | 'or') => [{ taxonomy: 'tag', terms, operator }];
    expect(await slugsOf({ terms: tags(['red', 'blue'], 'and') })).toEqual(['red-blue']);
    expect(await slugsOf({ terms: tags(['red', 'blue'], 'or') })).toEqual([
      'only-blue',
      'only-red',
      'red-blue',
    ]);
    expect(await slugsOf({ terms: tags(['red', 'nope'], 'and') })).toEqual([]);
    expect(
      await slugsOf({
        terms: [...tags(['red'], 'or'), { taxonomy: 'category', terms: ['news'], operator: 'and' }],
      }),
    ).toEqual(['only-red', 'red-blue']);
  });

  it('sorts by a custom field, pages, searches and leaves out', async () => {
    expect(await slugsOf({ sort: { by: 'field', field: 'rank', direction: 'asc' } })).toEqual([
      'only-red',
      'only-blue',
      'red-blue',
    ]);
    const page = await queryEntries(db, journal.site.id, read(journal.journal.id, { limit: 2, offset: 2 }));
    expect({ slugs: page.rows.map((r) => r.slug), total: page.total }).toEqual({
      slugs: ['red-blue'],
      total: 3,
    });
    expect(await slugsOf({ search: 'ONLY' })).toEqual(['only-blue', 'only-red']);
    expect(await slugsOf({ search: '%' })).toEqual([]);
    expect(await slugsOf({ exclude: [journal.posts.red.id] })).toEqual(['only-blue', 'red-blue']);
  });

  it('counts visible entries per term', async () => {
    const counts = await termsWithCounts(db, journal.site.id, { taxonomy: 'tag', drafts: false, now: NOW });
    expect(counts.map((t) => [t.slug, t.count])).toEqual([
      ['blue', 2],
      ['green', 0],
      ['red', 2],
    ]);
  });

  it('keeps entries’ terms in order and replaces them on update', async () => {
    const found = await findEntry(db, journal.site.id, { id: journal.posts.both.id });
    expect(found?.terms).toEqual({
      tag: [journal.terms.red.id, journal.terms.blue.id],
      category: [journal.terms.news.id],
    });
    await updateEntry(
      db,
      journal.site.id,
      journal.posts.both.id,
      { slug: 'red-blue', title: 'Red and blue', fields: { rank: 3 } },
      { tag: [journal.terms.blue.id] },
    );
    const changed = await findEntry(db, journal.site.id, {
      collectionId: journal.journal.id,
      slug: 'red-blue',
    });
    expect(changed).toMatchObject({ title: 'Red and blue', terms: { tag: [journal.terms.blue.id] } });
  });

  it('refuses a second entry, collection, taxonomy or term with a slug already used', async () => {
    const attempts = [
      () =>
        insertEntry(
          db,
          { siteId: journal.site.id, collectionId: journal.journal.id, slug: 'only-red', title: 'Again' },
          {},
        ),
      () => insertCollection(db, { siteId: journal.site.id, slug: 'journal', name: 'J', singularName: 'P' }),
      () => insertTaxonomy(db, { siteId: journal.site.id, slug: 'tag', name: 'T', singularName: 'T' }),
      () => insertTerm(db, { siteId: journal.site.id, taxonomyId: journal.tag.id, slug: 'red', name: 'Red' }),
    ];
    for (const attempt of attempts) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(error)).toBe(true);
    }
  });

  it('lists the dashboard’s entries with status, search and paging', async () => {
    const all = await listAdminEntries(db, journal.site.id, journal.journal.id, {
      search: '',
      status: 'all',
      limit: 2,
      offset: 0,
    });
    expect(all.total).toBe(5);
    expect(all.rows).toHaveLength(2);
    const drafts = await listAdminEntries(db, journal.site.id, journal.journal.id, {
      search: '',
      status: 'draft',
      limit: 10,
      offset: 0,
    });
    expect(drafts.rows.map((r) => r.slug)).toEqual(['green-draft']);
    const collections = await listCollections(db, journal.site.id);
    expect(collections.map((c) => [c.slug, c.entryCount])).toEqual([['journal', 5]]);
  });

  it('takes a deleted taxonomy out of its collections', async () => {
    const { site } = await createSiteWithLightbox(db);
    const colours = await insertTaxonomy(db, {
      siteId: site.id,
      slug: 'colour',
      name: 'Colours',
      singularName: 'Colour',
    });
    const kept = await insertTaxonomy(db, {
      siteId: site.id,
      slug: 'size',
      name: 'Sizes',
      singularName: 'Size',
    });
    const shop = await insertCollection(db, {
      siteId: site.id,
      slug: 'looks',
      name: 'Looks',
      singularName: 'Look',
      taxonomies: ['colour', 'size'],
    });
    expect((await listTaxonomies(db, site.id)).map((t) => [t.slug, t.collections])).toEqual([
      ['colour', ['looks']],
      ['size', ['looks']],
    ]);
    expect(await deleteTaxonomy(db, site.id, colours.id)).toBe(true);
    expect((await findCollection(db, site.id, { id: shop.id }))?.taxonomies).toEqual(['size']);
    expect(kept.slug).toBe('size');
  });

  describe('one site never reads or changes another’s content', () => {
    let other: Awaited<ReturnType<typeof createSiteWithLightbox>>['site'];
    beforeAll(async () => {
      other = (await createSiteWithLightbox(db)).site;
    });

    it('finds nothing of the other site', async () => {
      expect(await findCollection(db, other.id, { id: journal.journal.id })).toBeNull();
      expect(await findCollection(db, other.id, { slug: 'journal' })).toBeNull();
      expect(await findEntry(db, other.id, { id: journal.posts.red.id })).toBeNull();
      expect(await listTerms(db, other.id, journal.tag.id)).toEqual([]);
      expect(await findTermsById(db, other.id, [journal.terms.red.id])).toEqual([]);
      expect(await termsWithCounts(db, other.id, { taxonomy: 'tag', drafts: true, now: NOW })).toEqual([]);
      expect((await queryEntries(db, other.id, read(journal.journal.id, { drafts: true }))).total).toBe(0);
    });

    it('changes and deletes nothing of the other site', async () => {
      expect(await updateCollection(db, other.id, journal.journal.id, { name: 'Taken' })).toBeNull();
      expect(
        await updateEntry(db, other.id, journal.posts.red.id, { slug: 'x', title: 'Taken' }, {}),
      ).toBeNull();
      expect(await deleteEntry(db, other.id, journal.posts.red.id)).toBe(false);
      expect(await deleteCollection(db, other.id, journal.journal.id)).toBe(false);
      expect(await deleteTaxonomy(db, other.id, journal.tag.id)).toBe(false);
      const menu = await insertMenu(db, { siteId: journal.site.id, slug: 'main', name: 'Main', items: [] });
      expect(await updateMenu(db, other.id, menu.id, { slug: 'main', name: 'Taken', items: [] })).toBeNull();
      expect(await findMenu(db, other.id, { slug: 'main' })).toBeNull();
      expect((await findCollection(db, journal.site.id, { id: journal.journal.id }))?.name).toBe('Journal');
      expect((await findEntry(db, journal.site.id, { id: journal.posts.red.id }))?.title).toBe('only red');
    });
  });
});
