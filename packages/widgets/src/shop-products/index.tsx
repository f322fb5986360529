import type { ProductCard } from '@hookline/shop';
import { SORT_OPTIONS, type SortKey } from '@hookline/shop';
import { defineWidget } from '../contract.ts';
import { Carousel, carouselDefaults } from '../frame/Carousel.tsx';
import { innerHtml } from '../frame/html.ts';
import { SHOP_API } from '../frame/product-source.ts';
import { AddToCartButton } from '../shop-add-to-cart/index.tsx';
import { choices, numberField, radioField, selectField, textField } from '../frame/fields.ts';

type Layout = 'grid' | 'carousel';

function Product({ product }: { product: ProductCard }) {
  return (
    <article className="hl-product">
      <a href={`/product/${product.slug}`} className="hl-product__link">
        {product.image && (
          <img
            src={product.image.src}
            alt={product.image.alt || product.name}
            width={product.image.width}
            height={product.image.height}
            loading="lazy"
          />
        )}
        <h3 className="hl-product__name">{product.name}</h3>
      </a>
      <p className="hl-product__price" {...innerHtml(product.priceHtml)} />
      {product.purchasable ? (
        <div
          className="hl-add-to-cart"
          data-island="add-to-cart"
          data-api={SHOP_API}
          data-min={String(product.minQty || 1)}
        >
          <AddToCartButton
            productId={product.id}
            quantity={Math.max(1, product.minQty)}
            label="Add to cart"
            name={product.name}
          />
        </div>
      ) : (
        <a className="button" href={`/product/${product.slug}`}>
          {product.type === 'variable' && product.inStock ? 'Select options' : 'Read more'}
        </a>
      )}
    </article>
  );
}

/**
 * Shop products (spec 2 "Shop products: carousel and grid"): the catalogue's products by a sort
 * and an optional category, each with its picture, price and add-to-cart (simple products) or a
 * link to choose options.
 */
export const shopProducts = defineWidget({
  type: 'ShopProducts',
  label: 'Products',
  category: 'shop',
  pro: true,
  island: 'add-to-cart',
  fields: {
    layout: radioField(
      'Layout',
      choices([
        ['grid', 'Grid'],
        ['carousel', 'Carousel'],
      ]),
    ),
    sort: selectField('Order', choices(SORT_OPTIONS)),
    category: textField('Category (slug; empty: all)'),
    count: numberField('Products', 1, 24),
    columns: numberField('Columns (desktop)', 1, 6),
  },
  defaultProps: { layout: 'grid' as Layout, sort: 'date' as SortKey, category: '', count: 4, columns: 4 },
  load: async (props, ctx) =>
    (
      await ctx.data.listProducts({
        sort: props.sort,
        page: 1,
        perPage: Math.min(24, Math.max(1, props.count || 4)),
        category: props.category || undefined,
      })
    ).products,
  spec: 'storefront 2 "Shop products: carousel and grid"; 9 "Carousel defaults"',
  Render({ id, layout, columns, loaded }) {
    const products = loaded ?? [];
    if (products.length === 0)
      return (
        <p id={id} className="hl-empty">
          No products to show.
        </p>
      );
    if (layout === 'carousel')
      return (
        <Carousel
          id={id}
          label="Products"
          settings={{ ...carouselDefaults, slides_to_show: columns, autoplay: false }}
        >
          {products.map((p) => (
            <Product key={p.id} product={p} />
          ))}
        </Carousel>
      );
    return (
      <div id={id} className="hl-products" style={{ ['--hl-product-columns' as string]: String(columns) }}>
        {products.map((p) => (
          <Product key={p.id} product={p} />
        ))}
      </div>
    );
  },
});
