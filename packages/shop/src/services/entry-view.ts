import { mediaPath, ZMediaType } from '@hookline/schema';
import {
  mapSimpleValues,
  subFieldsOf,
  type TChoiceView,
  type TFieldDefinition,
  type TFieldValues,
  type TGalleryItemValue,
  type TImageValue,
  type TImageView,
  type TLinkValue,
  type TLocationValue,
  type TSimpleFieldValue,
  type TSimpleValueView,
  type TSubFieldDefinition,
  type TTermView,
  type TValueView,
} from '@hookline/schema/cms';
import { sanitizeRichText } from '../rich-text.ts';

/**
 * Stored values turned into what widgets read (docs/page-builder.md, "Reading content"): images
 * with absolute URLs and sizes, terms with names, choices with labels, rich text sanitised again.
 * Pure: the images and terms are looked up by the caller.
 */

export interface MediaFile {
  id: string;
  hash: string;
  type: string;
  width: number;
  height: number;
}

export interface ViewLookups {
  origin: string;
  media: Map<string, MediaFile>;
  terms: Map<string, TTermView>;
}

/** A stored image as `<img>` needs it; null when its file left the media library. */
export function imageView(
  value: TImageValue | TGalleryItemValue | null,
  lookups: Pick<ViewLookups, 'origin' | 'media'>,
): TImageView | null {
  if (!value) return null;
  const file = lookups.media.get(value.media_id);
  if (!file) return null;
  return {
    id: file.id,
    url: `${lookups.origin}${mediaPath(file.hash, ZMediaType.parse(file.type))}`,
    width: file.width,
    height: file.height,
    alt: value.alt,
    caption: 'caption' in value ? value.caption : '',
  };
}

function simpleView(
  field: TSubFieldDefinition,
  value: TSimpleFieldValue,
  lookups: ViewLookups,
): TSimpleValueView {
  switch (field.kind) {
    case 'rich_text':
      return sanitizeRichText(String(value ?? ''));
    case 'image':
      return imageView(value as TImageValue | null, lookups);
    case 'gallery':
      return ((value ?? []) as TGalleryItemValue[]).flatMap((item) => imageView(item, lookups) ?? []);
    case 'select': {
      const chosen = Array.isArray(value) ? value : value === null ? [] : [String(value)];
      return chosen.flatMap((choice): TChoiceView[] => {
        const found = field.choices.find((candidate) => candidate.value === choice);
        return found ? [{ value: found.value, label: found.label }] : [];
      });
    }
    case 'terms':
      return ((value ?? []) as string[]).flatMap((id) => lookups.terms.get(id) ?? []);
    case 'location': {
      const place = value as TLocationValue | null;
      return place ? { lat: place.lat, lng: place.lng, address: place.address } : null;
    }
    case 'link': {
      const link = value as TLinkValue | null;
      return link
        ? { url: link.url, title: link.title, new_window: link.new_window, nofollow: link.nofollow }
        : null;
    }
    default:
      return value as TSimpleValueView;
  }
}

/** An entry's values as widgets read them: every field present, rows of flexible content labelled. */
export function fieldViews(
  fields: TFieldDefinition[],
  values: TFieldValues,
  lookups: ViewLookups,
): Record<string, TValueView> {
  const mapped = mapSimpleValues(fields, values, (value, { field }) => simpleView(field, value, lookups));
  const out: Record<string, TValueView> = {};
  for (const field of fields) {
    const value = mapped[field.key];
    if (field.kind === 'flexible_content') {
      out[field.key] = ((value ?? []) as { layout: string; values: Record<string, TSimpleValueView> }[]).map(
        (row) => ({
          layout: row.layout,
          label: field.layouts.find((layout) => layout.key === row.layout)?.label ?? row.layout,
          fields: row.values,
        }),
      );
    } else if (value === undefined) {
      out[field.key] = field.kind === 'repeater' ? [] : simpleView(field, null, lookups);
    } else {
      out[field.key] = value as TValueView;
    }
  }
  return out;
}

/** The media ids a batch of entries points at (featured images, image and gallery values, rows opened). */
export function mediaIdsOf(
  fields: TFieldDefinition[],
  entries: { featuredImage: TImageValue | null; fields: TFieldValues }[],
): string[] {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (entry.featuredImage) ids.add(entry.featuredImage.media_id);
    mapSimpleValues(fields, entry.fields, (value, { field }) => {
      if (field.kind === 'image' && value) ids.add((value as TImageValue).media_id);
      if (field.kind === 'gallery')
        for (const item of (value ?? []) as TGalleryItemValue[]) ids.add(item.media_id);
      return null;
    });
  }
  return [...ids];
}

/** The taxonomies whose terms a batch of entries' views need: the collection's and its terms fields'. */
export function taxonomiesOf(collection: { taxonomies: string[]; fields: TFieldDefinition[] }): string[] {
  const slugs = new Set(collection.taxonomies);
  for (const field of collection.fields)
    for (const inner of [field, ...subFieldsOf(field)]) if (inner.kind === 'terms') slugs.add(inner.taxonomy);
  return [...slugs];
}
