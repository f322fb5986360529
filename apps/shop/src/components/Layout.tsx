import type { ReactNode } from 'react';

/** The shop's frame: header, main area, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="shop">
      <header className="shop-header">
        <a className="shop-logo" href="/">
          Hookline Supply Co.
        </a>
        <nav aria-label="Main">
          <a href="/">Home</a>
          <a href="/shop">Shop</a>
          <a href="/cart">Cart</a>
          <a href="/my-account">My account</a>
        </nav>
      </header>
      <main className="shop-main">{children}</main>
      <footer className="shop-footer">
        <p>Demo shop of Hookline. Every page carries the Hookline pixel, like any customer site.</p>
      </footer>
    </div>
  );
}
