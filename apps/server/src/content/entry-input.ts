import type { FastifyRequest } from 'fastify';
import type { CollectionRow, Db, EntryRow } from '@hookline/db';
import { entryInputSchema, type TEntryInput } from '@hookline/schema/cms';
import { parse } from '../http/parse.ts';
import { checkEntryReferences, sanitizeFieldValues } from './references.ts';

/**
 * An entry's body checked against its collection and the site: the collection's fields (required
 * ones when published), rich text sanitised before it is stored, every image and term the site's own.
 */
export async function readEntryInput(
  db: Db,
  request: FastifyRequest,
  siteId: string,
  collection: CollectionRow,
): Promise<TEntryInput> {
  const input = parse(entryInputSchema(collection), request.body) as TEntryInput;
  const fields = sanitizeFieldValues(collection.fields, input.fields);
  await checkEntryReferences(db, siteId, { ...input, fields }, collection.fields);
  return { ...input, fields };
}

/**
 * The entry's columns from its checked body. Publishing dates an undated entry; a date the editor
 * gave (or the entry had) stays.
 */
export function entryColumns(input: TEntryInput, previous: EntryRow | null) {
  return {
    title: input.title,
    status: input.status,
    excerpt: input.excerpt,
    author: input.author,
    featuredImage: input.featured_image,
    publishedAt: input.published_at
      ? new Date(input.published_at)
      : (previous?.publishedAt ?? (input.status === 'published' ? new Date() : null)),
    fields: input.fields,
  };
}
