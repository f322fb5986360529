import { findEntriesById, findMediaByIds, findTermsById, type Db } from '@hookline/db';
import {
  forEachSimpleValue,
  mapSimpleValues,
  placeName,
  type TFieldDefinition,
  type TFieldValues,
  type TGalleryItemValue,
  type TImageValue,
  type TMenuItem,
} from '@hookline/schema/cms';
import { sanitizeRichText } from '@hookline/shop/rich-text';
import { HttpError } from '../http/errors.ts';

/**
 * Checks of what content points at: images of the site's media library, terms of the site's
 * taxonomies, entries of the site. Schemas check shapes; these check that the things exist and
 * belong to the same site, so one account's content can never reach another's.
 */

const invalid = (message: string) => new HttpError(400, 'invalid_request', message);

/** Every rich-text value (rows opened) cleaned by the sanitiser. */
export function sanitizeFieldValues(fields: TFieldDefinition[], values: TFieldValues): TFieldValues {
  return mapSimpleValues(fields, values, (value, { field }) =>
    field.kind === 'rich_text' && typeof value === 'string' ? sanitizeRichText(value) : value,
  ) as TFieldValues;
}

/** Refuses images that are not the site's: `what` names where they were used. */
export async function checkImages(
  db: Db,
  siteId: string,
  uses: { mediaId: string; what: string }[],
): Promise<void> {
  if (!uses.length) return;
  const found = new Set(
    (await findMediaByIds(db, siteId, [...new Set(uses.map((u) => u.mediaId))])).map((m) => m.id),
  );
  const missing = uses.find((use) => !found.has(use.mediaId));
  if (missing) throw invalid(`${missing.what} uses an image that is not in this site's media library`);
}

/** Refuses terms that are not of the named taxonomy of the site. */
export async function checkTerms(
  db: Db,
  siteId: string,
  uses: { termId: string; taxonomy: string; what: string }[],
): Promise<void> {
  if (!uses.length) return;
  const found = new Map(
    (await findTermsById(db, siteId, [...new Set(uses.map((u) => u.termId))])).map((t) => [
      t.id,
      t.taxonomySlug,
    ]),
  );
  const wrong = uses.find((use) => found.get(use.termId) !== use.taxonomy);
  if (wrong) throw invalid(`${wrong.what} uses a term that is not one of "${wrong.taxonomy}" on this site`);
}

/** The images and terms an entry's values and its own terms point at, checked against the site. */
export async function checkEntryReferences(
  db: Db,
  siteId: string,
  entry: { fields: TFieldValues; terms: Record<string, string[]>; featured_image: TImageValue | null },
  fields: TFieldDefinition[],
): Promise<void> {
  const images: { mediaId: string; what: string }[] = [];
  const terms: { termId: string; taxonomy: string; what: string }[] = [];
  if (entry.featured_image)
    images.push({ mediaId: entry.featured_image.media_id, what: 'The featured image' });
  for (const [taxonomy, ids] of Object.entries(entry.terms))
    for (const termId of ids) terms.push({ termId, taxonomy, what: `terms.${taxonomy}` });
  forEachSimpleValue(fields, entry.fields, (value, place) => {
    const what = placeName(place);
    if (place.field.kind === 'image' && value)
      images.push({ mediaId: (value as TImageValue).media_id, what });
    if (place.field.kind === 'gallery')
      for (const item of value as TGalleryItemValue[]) images.push({ mediaId: item.media_id, what });
    if (place.field.kind === 'terms')
      for (const termId of value as string[]) terms.push({ termId, taxonomy: place.field.taxonomy, what });
  });
  await checkImages(db, siteId, images);
  await checkTerms(db, siteId, terms);
}

/** Refuses menu items that point at entries the site does not have. */
export async function checkMenuEntries(db: Db, siteId: string, items: TMenuItem[]): Promise<void> {
  const ids = new Set<string>();
  const collect = (list: TMenuItem[]) =>
    list.forEach((item) => {
      if (item.entry_id) ids.add(item.entry_id);
      collect(item.children);
    });
  collect(items);
  if (!ids.size) return;
  const found = new Set((await findEntriesById(db, siteId, [...ids])).map((entry) => entry.id));
  const missing = [...ids].find((id) => !found.has(id));
  if (missing) throw invalid(`A menu item points at entry ${missing}, which this site does not have`);
}
