import { SORT_OPTIONS, type CategoryLink, type ProductCard, type SortKey } from '@hookline/shop';
import { AddToCartButton } from '../cart/AddToCartButton.tsx';
import { Stars } from '../components/Stars.tsx';
import { PageNotFound, type LoadContext } from '../load-context.ts';

export interface ShopPageProps {
  products: ProductCard[];
  sort: SortKey;
  page: number;
  pages: number;
  total: number;
  /** Category slug filtering the listing; '' for all. */
  category: string;
  /** The category's name, '' for all. */
  categoryName: string;
  /** The search words (`?s=`), '' for none. */
  search: string;
  categories: CategoryLink[];
  perPage: number;
}

/** Past this the offset would leave the database's integer range: no listing has that many pages. */
export const LAST_POSSIBLE_PAGE = 1_000_000;

/** Longest search the listing takes (WordPress has no limit; the database does the work). */
const MAX_SEARCH_LENGTH = 100;

const isSort = (value: string | null): value is SortKey => SORT_OPTIONS.some(([key]) => key === value);

/**
 * The listing at `/shop`, `/shop/page/N/`, `/product-category/{slug}/` (and its pages), and
 * WordPress's search address `/?s=…&post_type=product`. `?paged=`, `?category=`, `?s=` and
 * `?orderby=` work on each. A page past the last, or an unknown category, is a 404 as in WooCommerce.
 */
export async function loadShopPage({ url, params, data, config }: LoadContext): Promise<ShopPageProps> {
  const orderby = url.searchParams.get('orderby');
  const sort: SortKey = isSort(orderby) ? orderby : 'menu_order';
  const requested = Number(params.page ?? url.searchParams.get('paged') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  if (page > LAST_POSSIBLE_PAGE) throw new PageNotFound(`The shop has no page ${requested}.`);
  const category = params.category ?? url.searchParams.get('category') ?? '';
  const search = (url.searchParams.get('s') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const categories = (await data.categories?.()) ?? [];
  const known = categories.find((c) => c.slug === category);
  if (category && !known) throw new PageNotFound('There is no such product category.');
  const { products, total } = await data.listProducts({
    sort,
    page,
    perPage: config.perPage,
    category: category || undefined,
    search: search || undefined,
  });
  const pages = Math.max(1, Math.ceil(total / config.perPage));
  if (page > pages) throw new PageNotFound(`The shop has no page ${page}.`);
  return {
    products,
    sort,
    page,
    pages,
    total,
    category,
    categoryName: known?.name ?? '',
    search,
    categories,
    perPage: config.perPage,
  };
}

/** The listing's heading: the category's name, the search, or "Shop". */
export const listingHeading = (p: Pick<ShopPageProps, 'categoryName' | 'search'>) =>
  p.search ? `Search results: “${p.search}”` : p.categoryName || 'Shop';

/** The page title, with the page number past the first. */
export const listingTitle = (p: ShopPageProps) =>
  p.page > 1 ? `${listingHeading(p)} – page ${p.page}` : listingHeading(p);

/** The listing's own base address: `/shop/` or `/product-category/{slug}/`. */
const basePath = (category: string) =>
  category ? `/product-category/${encodeURIComponent(category)}/` : '/shop/';

const pageHref = (sort: SortKey, page: number, category: string, search: string) => {
  const params = new URLSearchParams();
  if (search) params.set('s', search);
  if (sort !== 'menu_order') params.set('orderby', sort);
  const query = params.toString();
  const path = basePath(category) + (page > 1 ? `page/${page}/` : '');
  return query ? `${path}?${query}` : path;
};

/** The listing: category menu, a sort dropdown that submits itself (a plain GET form without scripts), cards, pages. */
export function ShopPage({
  products,
  sort,
  page,
  pages,
  total,
  category,
  categoryName,
  search,
  categories,
  perPage,
}: ShopPageProps) {
  const first = (page - 1) * perPage;
  return (
    <section className="shop-listing">
      <h1>{listingHeading({ categoryName, search })}</h1>
      {categories.length > 0 && (
        <nav className="category-menu" aria-label="Product categories">
          <ul>
            <li>
              <a href="/shop/" aria-current={!category ? 'page' : undefined}>
                All products
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <a
                  href={`/product-category/${encodeURIComponent(c.slug)}/`}
                  aria-current={c.slug === category ? 'page' : undefined}
                >
                  {c.name} <span className="count">({c.count})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {products.length === 0 ? (
        <p className="woocommerce-info no-products-found" role="status">
          No products were found matching your selection.
        </p>
      ) : (
        <>
          <div className="listing-bar">
            <p className="result-count">
              {total === 1
                ? 'Showing the single result'
                : products.length === total
                  ? `Showing all ${total} results`
                  : `Showing ${Math.min(first + 1, total)}–${first + products.length} of ${total} results`}
            </p>
            <form className="ordering" method="get" action={basePath(category)}>
              <label htmlFor="orderby">Sort by</label>
              <select
                id="orderby"
                name="orderby"
                defaultValue={sort}
                onChange={(event) => event.currentTarget.form?.submit()}
              >
                {SORT_OPTIONS.map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
              {search && <input type="hidden" name="s" value={search} />}
              <noscript>
                <button type="submit">Sort</button>
              </noscript>
            </form>
          </div>
          <ul className="products">
            {products.map((p) => (
              <li key={p.id} className={`product type-${p.type}${p.inStock ? '' : ' outofstock'}`}>
                <a href={`/product/${p.slug}`} className="product-link">
                  {p.image && (
                    <img src={p.image.src} alt={p.image.alt} width={300} height={300} loading="lazy" />
                  )}
                  <h2>{p.name}</h2>
                </a>
                {p.reviewCount > 0 && <Stars rating={p.averageRating} />}
                <span className="price">{p.priceHtml}</span>
                {p.purchasable ? (
                  <AddToCartButton
                    productId={p.id}
                    quantity={p.minQty}
                    href={`${basePath(category)}?add-to-cart=${p.id}${p.minQty > 1 ? `&quantity=${p.minQty}` : ''}`}
                    name={p.name}
                  />
                ) : (
                  <a className="button" href={`/product/${p.slug}`}>
                    {p.type === 'variable' ? 'Select options' : 'Read more'}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {pages > 1 && (
        <nav className="pagination" aria-label="Pages">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
            n === page ? (
              <span key={n} aria-current="page" className="current">
                {n}
              </span>
            ) : (
              <a key={n} href={pageHref(sort, n, category, search)}>
                {n}
              </a>
            ),
          )}
        </nav>
      )}
    </section>
  );
}
