import { z } from 'zod';
import { ZFieldDefinitions } from './fields.ts';
import { ZEntryStatus } from './entries.ts';

/**
 * The content as widgets read it (through the shop's request-bound `ContentData`): field values
 * resolved (images with absolute URLs and sizes, terms with names, select choices with labels,
 * links and entries' addresses), rich text already sanitised. Plain JSON, so a page can carry it
 * to its islands.
 */

/** An image of the media library, ready for `<img>`: absolute URL, pixel size, alt text, caption. */
export const ZImageView = z.object({
  /** The media library's id. */
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  caption: z.string(),
});
export type TImageView = z.infer<typeof ZImageView>;

export const ZTermView = z.object({
  id: z.string(),
  taxonomy: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The parent term's slug (hierarchical taxonomies). */
  parent: z.string().nullable(),
  /** Published entries carrying the term (what a shopper can find). */
  count: z.number().int(),
  image: ZImageView.nullable(),
});
export type TTermView = z.infer<typeof ZTermView>;

export const ZLinkView = z.object({
  url: z.string(),
  title: z.string(),
  new_window: z.boolean(),
  nofollow: z.boolean(),
});
export type TLinkView = z.infer<typeof ZLinkView>;

export const ZLocationView = z.object({ lat: z.number(), lng: z.number(), address: z.string() });
export type TLocationView = z.infer<typeof ZLocationView>;

export const ZChoiceView = z.object({ value: z.string(), label: z.string() });
export type TChoiceView = z.infer<typeof ZChoiceView>;

/**
 * One resolved value, by the field's kind: text and rich text a string (rich text is sanitised HTML),
 * image `TImageView | null`, gallery `TImageView[]`, number `number | null`, date `YYYY-MM-DD | null`,
 * date-time `YYYY-MM-DDTHH:mm | null` (site time), location `TLocationView | null`, colour
 * `#rrggbb | null`, link `TLinkView | null`, true/false a boolean, select `TChoiceView[]` (one or
 * none for a single select), terms `TTermView[]`, repeater `TRowView[]`, flexible content
 * `TFlexibleRowView[]`.
 */
export type TSimpleValueView =
  | string
  | number
  | boolean
  | null
  | TImageView
  | TImageView[]
  | TLocationView
  | TLinkView
  | TChoiceView[]
  | TTermView[];
export type TRowView = Record<string, TSimpleValueView>;
export interface TFlexibleRowView {
  /** The layout's key and label. */
  layout: string;
  label: string;
  fields: TRowView;
}
export type TValueView = TSimpleValueView | TRowView[] | TFlexibleRowView[];

export const ZEntryView = z.object({
  id: z.string(),
  /** The collection's slug. */
  collection: z.string(),
  slug: z.string(),
  /** The entry's address on the shop: `/{collection}/{slug}`. */
  url: z.string(),
  title: z.string(),
  status: ZEntryStatus,
  excerpt: z.string(),
  author: z.string(),
  featured_image: ZImageView.nullable(),
  /** ISO date-time, or null for a draft never published. */
  published_at: z.string().nullable(),
  updated_at: z.string(),
  /** Terms by taxonomy slug (every taxonomy of the collection, empty lists included). */
  terms: z.record(z.string(), z.array(ZTermView)),
  /** Every field of the collection by key (empty values included). */
  fields: z.record(z.string(), z.unknown()),
});
export type TEntryView = Omit<z.infer<typeof ZEntryView>, 'fields'> & { fields: Record<string, TValueView> };

/** A page of entries, as a post block or a loop refresh shows them. */
export interface TEntryPage {
  entries: TEntryView[];
  total: number;
  page: number;
  per_page: number;
  /** Pages in all (at least 1): infinite scroll stops after the last. */
  pages: number;
}

export const ZTaxonomyView = z.object({
  slug: z.string(),
  name: z.string(),
  singular_name: z.string(),
  hierarchical: z.boolean(),
});
export type TTaxonomyView = z.infer<typeof ZTaxonomyView>;

/** A collection as widgets and the editor read it: its fields (to pick one) and taxonomies. */
export const ZCollectionView = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  singular_name: z.string(),
  description: z.string(),
  fields: ZFieldDefinitions,
  taxonomies: z.array(ZTaxonomyView),
});
export type TCollectionView = z.infer<typeof ZCollectionView>;

/** A menu item with its address resolved (an entry's address; items of unpublished entries left out). */
export interface TMenuItemView {
  id: string;
  label: string;
  url: string;
  new_window: boolean;
  nofollow: boolean;
  children: TMenuItemView[];
}
export interface TMenuView {
  slug: string;
  name: string;
  items: TMenuItemView[];
}
