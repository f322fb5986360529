/**
 * What the shop's pages and the shop API exchange. Wire records keep the storefront spec's names
 * (section 3: `variation_id`, `is_in_stock`, ...); page data is plain JSON, serialised into the page
 * for hydration.
 */

/** The image part of a variation record (spec section 3). */
export interface VariationImage {
  src: string;
  srcset: string;
  sizes: string;
  title: string;
  caption: string;
  alt: string;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  src_w: number;
  src_h: number;
  gallery_thumbnail_src: string;
}

export interface Dimensions {
  length: string;
  width: string;
  height: string;
}

/** The variation record of spec section 3, plus the price and availability WooCommerce also sends. */
export interface VariationRecord {
  variation_id: number;
  /** `attribute_pa_colour` -> value; an empty value matches any value. */
  attributes: Record<string, string>;
  sku: string;
  weight: string;
  weight_html: string;
  dimensions: Dimensions | null;
  dimensions_html: string;
  image: VariationImage | null;
  image_id: number | null;
  variation_is_visible: boolean;
  variation_is_active: boolean;
  is_purchasable: boolean;
  is_in_stock: boolean;
  is_sold_individually: 'yes' | 'no';
  min_qty: number;
  /** '' when there is no upper bound. */
  max_qty: number | '';
  display_price: number;
  price_html: string;
  availability_html: string;
}

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

export interface Review {
  id: number;
  author: string;
  rating: number | null;
  content: string;
  date: string;
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
  variations: VariationRecord[] | false;
  reviews: Review[];
  averageRating: number;
  reviewCount: number;
}

export interface CartItem {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  slug: string;
  /** Attribute label -> chosen value, for display. */
  variation: { label: string; value: string }[];
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  image: string | null;
}

/** The cart as every page and every cart response carries it. */
export interface CartSnapshot {
  items: CartItem[];
  itemCount: number;
  totalCents: number;
  /** Changes whenever the contents change; tabs compare it to skip stale updates. */
  hash: string;
}

export interface Customer {
  id: string;
  email: string;
  name: string;
}

export interface OrderSummary {
  id: number;
  date: string;
  status: string;
  totalCents: number;
  items: { name: string; quantity: number }[];
}

/** The cart response of spec section 3, plus the cart itself so that React can re-render from it. */
export interface CartResponse {
  fragments: Record<string, string>;
  cart_hash: string;
  cart: CartSnapshot;
  error?: string;
  message?: string;
  product_url?: string;
}
