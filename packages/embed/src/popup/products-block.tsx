/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import {
  parseRecentlyViewed,
  parseStoredValue,
  productColumns,
  productTitle,
  recommendedProducts,
} from '@hookline/rules';
import type { TBlock } from '@hookline/schema';
import { runCartAction } from '../store/cart-action.ts';
import { storeAdapterOf } from '../store/registry.ts';
import { readItem, usableStorage } from '../storage.ts';
import { RECENTLY_VIEWED_KEY } from '../visitor/keys.ts';
import type { PopupEnv } from './popup-env.ts';

type ProductsBlock = Extract<TBlock, { type: 'products' }>;

/** One product as the block shows it (from the recommendation answer, or the block itself in a preview). */
interface ShownProduct {
  id: string;
  variantId: string;
  title: string;
  image: string;
  handle: string;
  price: number;
  compareAt: number | null;
  currency: string;
}

interface RecommendationAnswer {
  currency?: unknown;
  data?: { products?: unknown };
}

/** Shopify's product JSON of the recommendation answer, as products to show (malformed ones left out). */
function productsOf(answer: RecommendationAnswer | null): ShownProduct[] {
  const list = answer?.data?.products;
  if (!Array.isArray(list)) throw new Error('not a product recommendation');
  const currency = typeof answer?.currency === 'string' ? answer.currency : 'USD';
  return list.flatMap((item: Record<string, unknown>) => {
    const variant = (Array.isArray(item.variants) ? item.variants[0] : null) as Record<
      string,
      unknown
    > | null;
    if (!variant || typeof item.title !== 'string') return [];
    const compare = Number(variant.compare_at_price);
    return [
      {
        id: String(item.id),
        variantId: String(variant.id),
        title: item.title,
        image: String((item.image as { src?: unknown } | null)?.src ?? ''),
        handle: typeof item.handle === 'string' ? item.handle : '',
        price: Number(variant.price),
        compareAt: variant.compare_at_price != null && Number.isFinite(compare) ? compare : null,
        currency,
      },
    ];
  });
}

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
};

/**
 * The visitor's product ids the block's category reads: the cart's (`product_in_cart`), or the
 * products they viewed, newest first (`last_visited`, which the Shopify adapter keeps).
 */
async function visitorProductIds(block: ProductsBlock): Promise<string[]> {
  if (block.category === 'last_visited') {
    const stored = readItem(
      usableStorage(() => window.localStorage),
      RECENTLY_VIEWED_KEY,
    );
    return parseRecentlyViewed(parseStoredValue(stored, Date.now()));
  }
  if (block.category !== 'product_in_cart') return [];
  const fields = await storeAdapterOf(window)?.cartFields();
  return (fields?.cart_products_org_ids_list ?? '').split(',').filter(Boolean);
}

/**
 * A Shopify product recommendation block (spec sections 3 and 7; its own lazy chunk): asks
 * `POST /api/display/shopify/product-recommendation/{poptin_id}` for its products and shows each
 * with its picture, title (50 characters at most), price and a button that runs the block's cart
 * action with the product's variant. A failed fetch logs "Failed to fetch shopify data" and shows
 * nothing. In the dashboard's preview it shows the products the block lists.
 */
export function ProductBlock({ block, env }: { block: ProductsBlock; env: PopupEnv | null }) {
  const preview = !env?.page;
  const [fetched, setProducts] = useState<ShownProduct[] | null>(null);
  // The dashboard's preview follows the block as the owner edits its list.
  const products = preview
    ? recommendedProducts(block.manual_products, 'manual', [], block.count).map((product) => ({
        id: product.product_id,
        variantId: product.variant_id,
        title: product.title,
        image: product.image,
        handle: product.handle,
        price: product.price,
        compareAt: product.compare_at_price ?? null,
        currency: product.currency,
      }))
    : fetched;
  useEffect(() => {
    if (preview || !env?.popupId) return;
    let live = true;
    visitorProductIds(block)
      .then((ids) =>
        fetch(`${env.origin ?? ''}/api/display/shopify/product-recommendation/${env.popupId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            category: block.category,
            count: block.count,
            // Spec section 7: the block's listed products, by id.
            manual_products: block.manual_products
              .map((product) => product.product_id)
              .filter((id) => /^\d{1,20}$/.test(id))
              .slice(0, 50),
            product_ids: ids,
          }),
        }),
      )
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then((answer: RecommendationAnswer) => {
        if (live) setProducts(productsOf(answer));
      })
      .catch((error: unknown) => env.log('Failed to fetch shopify data', error));
    return () => {
      live = false;
    };
  }, [block, env, preview]);
  if (!products?.length) return null;
  const columns = productColumns(products.length, window.innerWidth < 600 ? window.innerWidth - 48 : 720);
  return (
    <div
      class="hl-products"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: '12px',
        width: '100%',
        maxWidth: `${products.length * 200}px`,
        margin: '0 auto',
      }}
    >
      {products.map((product) => (
        <div
          key={product.id}
          class="hl-product"
          style={{ display: 'flex', flexDirection: 'column', gap: '6px' }}
        >
          {product.image ? (
            <img
              src={product.image}
              alt=""
              style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: '6px' }}
            />
          ) : null}
          <span class="hl-product-title" style={{ fontSize: '16px', fontWeight: 600 }}>
            {productTitle(product.title)}
          </span>
          <span class="hl-product-price" style={{ fontSize: '16px' }}>
            {product.compareAt && product.compareAt > product.price ? (
              <s style={{ opacity: 0.6, marginInlineEnd: '6px' }}>
                {money(product.compareAt, product.currency)}
              </s>
            ) : null}
            {money(product.price, product.currency)}
          </span>
          <button
            type="button"
            class="hl-button"
            style={{ minHeight: '44px', marginTop: 'auto' }}
            onClick={() => {
              if (preview) return;
              env?.countConversion?.(product.title);
              runCartAction(
                { window, navigate: (url) => window.location.assign(url) },
                {
                  action: block.buttons_action,
                  variant_id: product.variantId,
                  quantity: 1,
                  url: product.handle ? `/products/${product.handle}` : '',
                },
              );
            }}
          >
            {block.button_label}
          </button>
        </div>
      ))}
    </div>
  );
}
