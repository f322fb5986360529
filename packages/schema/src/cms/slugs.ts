import { z } from 'zod';

/**
 * Names of the content model: slugs (in addresses: collections, entries, taxonomies, terms, menus)
 * and field keys (in field values and page JSON). Both stay stable once content uses them.
 */

export const SLUG_MAX = 80;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case letters and digits in words joined by single hyphens, as it appears in an address. */
export const ZSlug = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(SLUG_MAX, `must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'must be lower-case letters and digits joined by single hyphens, like summer-sale');
export type TSlug = z.infer<typeof ZSlug>;

/**
 * The first segment of the shop's own addresses: a collection's entries live at `/{collection}/{slug}`,
 * so a collection may not take one of these.
 */
export const RESERVED_COLLECTION_SLUGS = [
  'api',
  'app',
  'cart',
  'checkout',
  'embed',
  'healthz',
  'media',
  'my-account',
  'pages',
  'preview',
  'product',
  'product-category',
  'shop',
  'shop-assets',
  'shop-images',
] as const;

export const ZCollectionSlug = ZSlug.refine(
  (slug) => !(RESERVED_COLLECTION_SLUGS as readonly string[]).includes(slug),
  { message: 'is one of the shop’s own addresses; choose another' },
);

export const FIELD_KEY_MAX = 64;
/** A field's key: how values and widgets name it. Starts with a letter; letters, digits and _. */
export const ZFieldKey = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(FIELD_KEY_MAX, `must be at most ${FIELD_KEY_MAX} characters`)
  .regex(
    /^[a-z][a-z0-9_]*$/,
    'must start with a lower-case letter, then letters, digits or _ (like hero_image)',
  );
export type TFieldKey = z.infer<typeof ZFieldKey>;

/** Accents dropped, anything else than letters and digits turned into single hyphens: "Café Noir!" -> "cafe-noir". */
export function slugify(text: string, max = SLUG_MAX): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

/** A field key from a label: "Hero image" -> "hero_image"; a leading digit gets an `f_` before it. */
export function fieldKeyFrom(label: string): string {
  const key = slugify(label, FIELD_KEY_MAX - 2).replace(/-/g, '_');
  if (!key) return '';
  return /^[a-z]/.test(key) ? key : `f_${key}`;
}
