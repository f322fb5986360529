import type { CartLine, ProductDetail, ProductImageRow, ReviewRow, VariationRow } from '@hookline/db';
import type { TCartItem, TProductReview, TVariationImage, TVariationRecord } from '@hookline/schema';
import { formatDimensions, formatPrice, formatWeight } from '../format.ts';
import type { GalleryImage, ProductAttribute } from '../page-records.ts';

/** Database rows -> the shop's wire and page records. */

export const galleryImage = (row: ProductImageRow): GalleryImage => ({
  id: row.id,
  src: row.src,
  width: row.width,
  height: row.height,
  fullSrc: row.fullSrc,
  fullWidth: row.fullWidth,
  fullHeight: row.fullHeight,
  thumbnailSrc: row.thumbnailSrc,
  alt: row.alt,
  caption: row.caption,
});

export const variationImage = (row: ProductImageRow): TVariationImage => ({
  src: row.src,
  srcset: `${row.src} ${row.width}w, ${row.fullSrc} ${row.fullWidth}w`,
  sizes: `(max-width: ${row.width}px) 100vw, ${row.width}px`,
  title: row.caption,
  caption: row.caption,
  alt: row.alt,
  full_src: row.fullSrc,
  full_src_w: row.fullWidth,
  full_src_h: row.fullHeight,
  src_w: row.width,
  src_h: row.height,
  gallery_thumbnail_src: row.thumbnailSrc,
});

/** The variation record of spec section 3 for one variation of a product. */
export function variationRecord(
  row: VariationRow,
  product: ProductDetail['product'],
  images: Map<number, ProductImageRow>,
): TVariationRecord {
  const image = row.imageId === null ? undefined : images.get(row.imageId);
  const weight = row.weight || product.weight;
  const dimensions = row.dimensions ?? product.dimensions ?? null;
  const purchasable = row.visible && row.active && row.priceCents >= 0;
  return {
    variation_id: row.id,
    attributes: row.attributes,
    sku: row.sku || product.sku,
    weight,
    weight_html: formatWeight(weight),
    dimensions,
    dimensions_html: formatDimensions(dimensions),
    image: image ? variationImage(image) : null,
    image_id: image ? image.id : null,
    variation_is_visible: row.visible,
    variation_is_active: row.active,
    is_purchasable: purchasable,
    is_in_stock: row.inStock,
    is_sold_individually: row.soldIndividually ? 'yes' : 'no',
    min_qty: row.minQty,
    max_qty: row.soldIndividually ? 1 : (row.maxQty ?? ''),
    display_price: row.priceCents / 100,
    price_html: formatPrice(row.priceCents),
    availability_html: row.inStock ? 'In stock' : 'Out of stock',
  };
}

/** The product's attributes used for variations, with their form names. */
export const productAttributes = (detail: ProductDetail): ProductAttribute[] =>
  detail.attributes
    .filter((a) => a.usedForVariations)
    .map((a) => ({ name: `attribute_${a.name}`, label: a.label, values: a.values }));

export const review = (row: ReviewRow): TProductReview => ({
  id: row.id,
  author: row.author,
  rating: row.rating,
  content: row.content,
  date: row.createdAt.toISOString(),
});

/** `attribute_pa_colour` -> `Colour`. */
export const attributeLabel = (name: string): string => {
  const bare = name.replace(/^attribute_(pa_)?/, '').replace(/[-_]+/g, ' ');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
};

/** A line's chosen values in the product's attribute order, with their labels. */
export function orderedAttributes(line: CartLine): { label: string; value: string }[] {
  const known = line.attributeLabels.filter((a) => a.name in line.attributes);
  const rest = Object.keys(line.attributes).filter((name) => !known.some((a) => a.name === name));
  return [
    ...known.map((a) => ({ label: a.label, value: line.attributes[a.name]! })),
    ...rest.map((name) => ({ label: attributeLabel(name), value: line.attributes[name]! })),
  ];
}

/** A cart line for display, with attribute labels instead of form names. */
export function cartItem(line: CartLine): TCartItem {
  return {
    key: line.key,
    productId: line.productId,
    variationId: line.variationId,
    name: line.name,
    slug: line.slug,
    variation: orderedAttributes(line),
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.unitPriceCents * line.quantity,
    image: line.imageSrc,
    minQty: line.minQty,
    maxQty: line.soldIndividually ? 1 : line.maxQty,
    soldIndividually: line.soldIndividually,
  };
}
