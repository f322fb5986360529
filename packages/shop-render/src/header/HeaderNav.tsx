import { useEffect, useRef, useState } from 'react';

const LINKS = [
  ['/', 'Home'],
  ['/shop', 'Shop'],
  ['/cart', 'Cart'],
  ['/checkout', 'Checkout'],
  ['/my-account', 'My account'],
] as const;

/**
 * The header's navigation. On wide screens the links are always shown; on phones a Menu button
 * (44 px, `aria-expanded`) opens them, and Escape closes them and gives the focus back to the button.
 * Without scripts the links stay shown: the stylesheet hides them only on a hydrated page.
 */
export function HeaderNav() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <nav className={`header-section header-nav${open ? ' is-open' : ''}`} aria-label="Main">
      <button
        ref={button}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls="header-nav-links"
        onClick={() => setOpen((o) => !o)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          )}
        </svg>
        <span className="menu-toggle-label">Menu</span>
      </button>
      <ul className="header-nav-links" id="header-nav-links">
        {LINKS.map(([href, label]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
