/** A product of the Wix product save (spec section 3): `product_id`, `product_name`, `category`. */
export interface WixSavedProduct {
  product_id: string;
  product_name: string;
  category?: string;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';

/**
 * The product a Wix product page shows, from its schema.org `Product` data (the JSON-LD Wix writes
 * into every product page): `productID` (else `sku`), `name` and `category`. Null on other pages,
 * or when the id or the name is missing (spec section 5: saved only when both are known).
 */
export function viewedWixProduct(document: Document): WixSavedProduct | null {
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    for (const item of Array.isArray(data) ? data : [data]) {
      const product = item as Record<string, unknown> | null;
      if (product?.['@type'] !== 'Product') continue;
      const id = text(product.productID ?? product.sku, 100);
      const name = text(product.name, 500);
      if (!id || !name) return null;
      const category = text(product.category, 500);
      return { product_id: id, product_name: name, ...(category ? { category } : {}) };
    }
  }
  return null;
}
