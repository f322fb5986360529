import type { TProductReview, TVariationRecord } from '@hookline/schema';

/**
 * What the shop's page loaders read (through ShopData) and the pages render: plain JSON,
 * serialised into the page for hydration. The records the shop API also sends (variations,
 * reviews, the cart, the customer) are wire payloads, in @hookline/schema's shop-api.ts.
 */

export interface GalleryImage {
  id: number;
  src: string;
  width: number;
  height: number;
  fullSrc: string;
  fullWidth: number;
  fullHeight: number;
  thumbnailSrc: string;
  alt: string;
  caption: string;
}

export interface ProductAttribute {
  /** Form name, e.g. `attribute_pa_colour`. */
  name: string;
  label: string;
  values: string[];
}

export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  priceHtml: string;
  inStock: boolean;
  averageRating: number;
  reviewCount: number;
  image: GalleryImage | null;
  /** Simple products in stock get an add-to-cart button; variable ones a link to choose options. */
  purchasable: boolean;
  minQty: number;
}

export interface CategoryLink {
  slug: string;
  name: string;
  count: number;
}

export interface ProductPage {
  id: number;
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  shortDescription: string;
  description: string;
  priceHtml: string;
  sku: string;
  weightHtml: string;
  dimensionsHtml: string;
  category: { slug: string; name: string } | null;
  inStock: boolean;
  soldIndividually: boolean;
  minQty: number;
  maxQty: number | null;
  images: GalleryImage[];
  attributes: ProductAttribute[];
  /** Preloaded variations, or false: fetch each with get_variation (products with many variations). */
  variations: TVariationRecord[] | false;
  reviews: TProductReview[];
  averageRating: number;
  reviewCount: number;
}

export interface OrderSummary {
  id: number;
  date: string;
  status: string;
  totalCents: number;
  items: { name: string; quantity: number }[];
  /** The order-received page of this order. */
  receivedUrl?: string;
}

/** The order-received page (`/checkout/order-received/{id}?key=…`). */
export interface OrderDetail {
  id: number;
  date: string;
  status: string;
  email: string;
  paymentMethod: string;
  items: {
    name: string;
    quantity: number;
    lineTotalCents: number;
    variation: { label: string; value: string }[];
  }[];
  subtotalCents: number;
  coupons: { code: string; discountCents: number }[];
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  billing: {
    firstName: string;
    lastName: string;
    address: string;
    city: string;
    state?: string;
    postcode: string;
    country: string;
    phone: string;
  };
}
