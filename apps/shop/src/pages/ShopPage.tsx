import { SORT_OPTIONS, type ProductCard, type SortKey } from '@hookline/shop';
import { AddToCartButton } from '../cart/AddToCartButton.tsx';
import { Stars } from '../components/Stars.tsx';
import { PageNotFound, type LoadContext } from '../routes.tsx';

export interface ShopPageProps {
  products: ProductCard[];
  sort: SortKey;
  page: number;
  pages: number;
  total: number;
  /** Category slug filtering the listing; '' for all. */
  category: string;
}

/** Past this the offset would leave the database's integer range: no listing has that many pages. */
export const LAST_POSSIBLE_PAGE = 1_000_000;

const isSort = (value: string | null): value is SortKey => SORT_OPTIONS.some(([key]) => key === value);

export async function loadShopPage({ url, data, config }: LoadContext): Promise<ShopPageProps> {
  const orderby = url.searchParams.get('orderby');
  const sort: SortKey = isSort(orderby) ? orderby : 'menu_order';
  const requested = Number(url.searchParams.get('paged') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  if (page > LAST_POSSIBLE_PAGE) throw new PageNotFound(`The shop has no page ${requested}.`);
  const category = url.searchParams.get('category') || undefined;
  const { products, total } = await data.listProducts({ sort, page, perPage: config.perPage, category });
  return {
    products,
    sort,
    page,
    pages: Math.max(1, Math.ceil(total / config.perPage)),
    total,
    category: category ?? '',
  };
}

const pageHref = (sort: SortKey, page: number, category: string) => {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (sort !== 'menu_order') params.set('orderby', sort);
  if (page > 1) params.set('paged', String(page));
  const query = params.toString();
  return query ? `/shop?${query}` : '/shop';
};

/** The listing: a sort dropdown that submits itself (a plain GET form without scripts), cards, pages. */
export function ShopPage({ products, sort, page, pages, total, category }: ShopPageProps) {
  return (
    <section className="shop-listing">
      <h1>Shop</h1>
      <div className="listing-bar">
        <p className="result-count">
          Showing {products.length} of {total} products
        </p>
        <form className="ordering" method="get" action="/shop">
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
          {category && <input type="hidden" name="category" value={category} />}
          <noscript>
            <button type="submit">Sort</button>
          </noscript>
        </form>
      </div>
      <ul className="products">
        {products.map((p) => (
          <li key={p.id} className={`product type-${p.type}${p.inStock ? '' : ' outofstock'}`}>
            <a href={`/product/${p.slug}`} className="product-link">
              {p.image && <img src={p.image.src} alt={p.image.alt} width={300} height={300} loading="lazy" />}
              <h2>{p.name}</h2>
            </a>
            {p.reviewCount > 0 && <Stars rating={p.averageRating} />}
            <span className="price">{p.priceHtml}</span>
            {p.purchasable ? (
              <AddToCartButton
                productId={p.id}
                quantity={p.minQty}
                href={`/product/${p.slug}`}
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
      {pages > 1 && (
        <nav className="pagination" aria-label="Pages">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
            n === page ? (
              <span key={n} aria-current="page" className="current">
                {n}
              </span>
            ) : (
              <a key={n} href={pageHref(sort, n, category)}>
                {n}
              </a>
            ),
          )}
        </nav>
      )}
    </section>
  );
}
