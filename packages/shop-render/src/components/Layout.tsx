import { useEffect, type ReactNode } from 'react';
import { MiniCart } from '../cart/MiniCart.tsx';
import { HeaderNav } from '../header/HeaderNav.tsx';
import { StoreNotice } from '../header/StoreNotice.tsx';
import { useScrolledPast } from '../header/use-scrolled.ts';
import { useShop } from '../shop-context.tsx';

/**
 * The shop's frame. The header's three sections (top bar, main bar, navigation) turn solid
 * #2b3990 when the page is scrolled more than 10 px.
 */
export function Layout({ children }: { children: ReactNode }) {
  const scrolled = useScrolledPast();
  const { customer, notices = [] } = useShop();
  // Marks the page interactive, for people's scripts and for the browser tests.
  useEffect(() => {
    document.documentElement.dataset.shopHydrated = 'true';
  }, []);
  return (
    <div className="shop">
      <StoreNotice />
      <header className={scrolled ? 'shop-header is-scrolled' : 'shop-header'} data-scrolled={scrolled}>
        <div className="header-section header-top">
          <span>Free returns within 30 days</span>
          <a href="/my-account">{customer ? `Hello, ${customer.name || customer.email}` : 'Log in'}</a>
        </div>
        <div className="header-section header-main">
          <a className="shop-logo" href="/">
            Hookline Supply Co.
          </a>
          <form className="product-search" role="search" method="get" action="/shop/">
            <label htmlFor="product-search-field" className="screen-reader-text">
              Search for:
            </label>
            <input
              type="search"
              id="product-search-field"
              name="s"
              placeholder="Search products…"
              maxLength={100}
            />
            <button type="submit">Search</button>
          </form>
          <MiniCart />
        </div>
        <HeaderNav />
      </header>
      <main className="shop-main">
        {notices.length > 0 && (
          <div className="woocommerce-notices-wrapper">
            {notices.map((notice, i) => (
              <div
                key={i}
                className={`woocommerce-${notice.type === 'success' ? 'message' : notice.type}`}
                role={notice.type === 'error' ? 'alert' : 'status'}
              >
                {notice.text}
                {notice.link && (
                  <>
                    {' '}
                    <a href={notice.link.href} className="button wc-forward">
                      {notice.link.label}
                    </a>
                  </>
                )}
              </div>
            ))}
          </div>
        )}
        {children}
      </main>
      <footer className="shop-footer">
        <p>Demo shop of Hookline. Every page carries the Hookline pixel, like any customer site.</p>
      </footer>
    </div>
  );
}
