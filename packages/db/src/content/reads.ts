import { and, asc, desc, eq, ilike, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TEntrySort, TFieldRange, TTermFilter } from '@hookline/schema/cms';
import type { Db } from '../client.ts';
import { media } from '../media/tables.ts';
import { likePattern } from '../events/leads.ts';
import type { EntryRow } from './entries.ts';
import { entries, taxonomies, terms } from './tables.ts';

/**
 * What the shop reads of a site's content (apps/server/src/content/content-data.ts): entries by a
 * widget's query, terms with their counts, images by id.
 */

export interface EntryReadQuery {
  collectionId: string;
  /** False for shoppers: only published entries whose date has come. True in a preview: drafts too. */
  drafts: boolean;
  now: Date;
  terms: TTermFilter[];
  sort: TEntrySort;
  search: string;
  range?: TFieldRange | undefined;
  exclude: string[];
  limit: number;
  offset: number;
}

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Entries carrying the filter's terms: all of them (`and`) or any (`or`), within its taxonomy. */
function termCondition(siteId: string, filter: TTermFilter): SQL {
  const slugs = [...new Set(filter.terms)];
  const matches = sql`from entry_terms et
    join terms t on t.id = et.term_id
    join taxonomies x on x.id = t.taxonomy_id
    where et.entry_id = ${entries}.id and x.site_id = ${siteId} and x.slug = ${filter.taxonomy}
      and t.slug in (${list(slugs)})`;
  return filter.operator === 'or'
    ? sql`exists (select 1 ${matches})`
    : sql`(select count(distinct t.slug) ${matches}) = ${slugs.length}`;
}

/** A custom field's value (JSON) for sorting: JSON null counts as missing, so it sorts last. */
const fieldValue = (key: string) => sql`nullif(${entries.fields} -> ${key}::text, 'null'::jsonb)`;

function sortOrder(sort: TEntrySort): SQL[] {
  const direction = sort.direction === 'asc' ? sql`asc` : sql`desc`;
  if (sort.by === 'field')
    return [sql`${fieldValue(sort.field)} ${direction} nulls last`, asc(entries.title)];
  const column = {
    published_at: sql`coalesce(${entries.publishedAt}, ${entries.createdAt})`,
    title: sql`lower(${entries.title})`,
    updated_at: sql`${entries.updatedAt}`,
    created_at: sql`${entries.createdAt}`,
  }[sort.by];
  return [sql`${column} ${direction}`, sort.direction === 'asc' ? asc(entries.id) : desc(entries.id)];
}

/** A date field's value in `[from, to]`; `to` compares as many characters as it has (a day takes its times). */
function rangeCondition(range: TFieldRange): SQL | undefined {
  const text = sql`(${entries.fields} ->> ${range.field}::text)`;
  return and(
    range.from ? sql`${text} >= ${range.from}` : undefined,
    range.to ? sql`left(${text}, ${range.to.length}) <= ${range.to}` : undefined,
    sql`${text} is not null`,
  );
}

/** A page of a collection's entries as a widget asked for them, with the total. */
export async function queryEntries(
  db: Db,
  siteId: string,
  query: EntryReadQuery,
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = and(
    eq(entries.siteId, siteId),
    eq(entries.collectionId, query.collectionId),
    query.drafts ? undefined : and(eq(entries.status, 'published'), lte(entries.publishedAt, query.now)),
    query.search ? ilike(entries.title, likePattern(query.search)) : undefined,
    query.exclude.length ? notInArray(entries.id, query.exclude) : undefined,
    query.range ? rangeCondition(query.range) : undefined,
    ...query.terms.map((filter) => termCondition(siteId, filter)),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(entries)
      .where(where)
      .orderBy(...sortOrder(query.sort))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(entries)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One visible entry of a collection by slug (drafts only when `drafts`). */
export async function findVisibleEntry(
  db: Db,
  siteId: string,
  query: { collectionId: string; slug: string; drafts: boolean; now: Date },
): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(entries)
    .where(
      and(
        eq(entries.siteId, siteId),
        eq(entries.collectionId, query.collectionId),
        eq(entries.slug, query.slug),
        query.drafts ? undefined : and(eq(entries.status, 'published'), lte(entries.publishedAt, query.now)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface TermWithCount {
  id: string;
  slug: string;
  name: string;
  description: string;
  parentId: string | null;
  image: (typeof terms.$inferSelect)['image'];
  position: number;
  /** Visible entries (of the collection, when one was given) carrying the term. */
  count: number;
}

/** A taxonomy's terms by position then name, each with its count of visible entries. */
export async function termsWithCounts(
  db: Db,
  siteId: string,
  query: { taxonomy: string; collectionId?: string | undefined; drafts: boolean; now: Date },
): Promise<TermWithCount[]> {
  const visible = query.drafts
    ? sql`true`
    : sql`e.status = 'published' and e.published_at <= ${query.now.toISOString()}::timestamptz`;
  const ofCollection = query.collectionId ? sql`and e.collection_id = ${query.collectionId}` : sql``;
  const count = sql<number>`(select count(*) from entry_terms et join entries e on e.id = et.entry_id
    where et.term_id = ${terms}.id and ${visible} ${ofCollection})::int`;
  return db
    .select({
      id: terms.id,
      slug: terms.slug,
      name: terms.name,
      description: terms.description,
      parentId: terms.parentId,
      image: terms.image,
      position: terms.position,
      count,
    })
    .from(terms)
    .innerJoin(taxonomies, eq(taxonomies.id, terms.taxonomyId))
    .where(and(eq(taxonomies.siteId, siteId), eq(taxonomies.slug, query.taxonomy)))
    .orderBy(asc(terms.position), asc(terms.name), asc(terms.id));
}

export interface MediaSize {
  id: string;
  hash: string;
  type: string;
  width: number;
  height: number;
  fileName: string;
}

/** The site's media among `ids` (without their bytes): what images resolve to. */
export async function findMediaByIds(db: Db, siteId: string, ids: string[]): Promise<MediaSize[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: media.id,
      hash: media.hash,
      type: media.type,
      width: media.width,
      height: media.height,
      fileName: media.fileName,
    })
    .from(media)
    .where(and(eq(media.siteId, siteId), inArray(media.id, ids)));
}
