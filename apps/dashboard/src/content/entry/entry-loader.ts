import type { LoaderFunctionArgs } from 'react-router';
import type { TAdminCollection, TAdminTerm, TSubFieldDefinition } from '@hookline/schema/cms';
import { adminApi } from '../../api/admin.ts';
import { contentApi } from '../../api/content.ts';
import { mediaApi } from '../../api/media.ts';
import { withSession } from '../../session.ts';
import { MEDIA_PAGE } from '../media-index.ts';

/**
 * The taxonomies (by slug) an entry of the collection can hold terms of: the collection's own,
 * and those of its terms fields, also inside repeater rows and flexible-content layouts.
 */
export function taxonomiesUsedBy(collection: TAdminCollection): Set<string> {
  const termsOf = (fields: TSubFieldDefinition[]) =>
    fields.flatMap((s) => (s.kind === 'terms' ? [s.taxonomy] : []));
  return new Set([
    ...collection.taxonomies,
    ...collection.fields.flatMap((f) =>
      f.kind === 'terms'
        ? [f.taxonomy]
        : f.kind === 'repeater'
          ? termsOf(f.sub_fields)
          : f.kind === 'flexible_content'
            ? f.layouts.flatMap((l) => termsOf(l.sub_fields))
            : [],
    ),
  ]);
}

/** An entry (none for a new one), its collection, the terms it can take and the first media page. */
export const entryLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const signal = request.signal;
  const entry = params.entryId ? await contentApi.entry(clientId, params.entryId, { signal }) : null;
  const collectionId = entry?.collection_id ?? params.collectionId ?? '';
  const [site, collection, taxonomies, media] = await Promise.all([
    adminApi.site(clientId, { signal }),
    contentApi.collection(clientId, collectionId, { signal }),
    contentApi.taxonomies(clientId, { signal }),
    mediaApi.list(clientId, { limit: MEDIA_PAGE, offset: 0 }, { signal }),
  ]);
  const wanted = taxonomiesUsedBy(collection);
  const used = taxonomies.filter((t) => wanted.has(t.slug));
  const termLists = await Promise.all(used.map((t) => contentApi.terms(clientId, t.id, { signal })));
  const terms: Record<string, TAdminTerm[]> = Object.fromEntries(used.map((t, i) => [t.slug, termLists[i]!]));
  return { site, collection, entry, taxonomies: used, terms, media: media.rows };
});
