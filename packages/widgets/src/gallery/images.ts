import type { Field } from '@puckeditor/core';
import type { TImageView } from '@hookline/schema/cms';
import type { WidgetLoadContext } from '../contract.ts';
import { numberField, textField } from '../frame/fields.ts';

/** A gallery picture: its address, its size (for the justified layout's ratios), alt text, caption. */
export interface GalleryPicture {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

export const picturesField: Field<GalleryPicture[]> = {
  type: 'array',
  label: 'Pictures',
  arrayFields: {
    src: textField('Address'),
    width: numberField('Width (px)'),
    height: numberField('Height (px)'),
    alt: textField('Alt text'),
    caption: textField('Caption'),
  },
  defaultItemProps: { src: '', width: 800, height: 600, alt: '', caption: '' },
  getItemSummary: (item) => item.alt || item.src || 'Picture',
};

/** A gallery field of an entry (collection, entry slug, field key); empty collection: the pictures above. */
export interface GallerySource {
  collection: string;
  entry: string;
  field: string;
}

export const gallerySourceField: Field<GallerySource> = {
  type: 'object',
  label:
    'Pictures from a gallery field (collection and entry empty on an entry template: the entry shown; field empty: the pictures above)',
  objectFields: {
    collection: textField('Collection'),
    entry: textField('Entry (slug)'),
    field: textField('Gallery field key'),
  },
};

/** Demo pictures of varied shapes, drawn by the shop's picture route. */
export const demoPictures: GalleryPicture[] = [
  [24, 1200, 800, 'Stoneware mugs'],
  [140, 800, 1000, 'Linen apron'],
  [30, 1000, 1000, 'Coffee beans'],
  [200, 1200, 700, 'Harbour morning'],
  [320, 900, 1200, 'Wool beanie'],
  [60, 1200, 900, 'Citrus on the table'],
  [260, 1000, 700, 'Workshop bench'],
  [12, 800, 1100, 'Bowl set'],
].map(([hue, width, height, alt]) => ({
  src: `/shop-images/${hue}/${Math.max(Number(width), Number(height))}/${String(alt).toLowerCase().replace(/\s+/g, '-')}.svg`,
  width: Number(width),
  height: Number(height),
  alt: String(alt),
  caption: String(alt),
}));

/** The pictures of a gallery field; null when the source is off. */
export async function loadGallery(
  source: GallerySource,
  ctx: WidgetLoadContext,
): Promise<GalleryPicture[] | null> {
  if (!source.field) return null;
  const named = source.collection && source.entry;
  if (!named && !ctx.entry) return null;
  const entry = named
    ? await ctx.data.content.entry(source.collection, source.entry)
    : await ctx.data.content.entry(ctx.entry!.collection, ctx.entry!.slug);
  const images = entry?.fields[source.field];
  if (!Array.isArray(images)) return [];
  return (images as TImageView[]).map((i) => ({
    src: i.url,
    width: i.width,
    height: i.height,
    alt: i.alt,
    caption: i.caption,
  }));
}
