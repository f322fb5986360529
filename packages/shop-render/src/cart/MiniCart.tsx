import { useEffect, useRef, useState } from 'react';
import { useCart } from './cart-store.ts';
import { MiniCartContents } from './MiniCartContents.tsx';

/** The header's cart button with its count, opening the mini-cart panel. */
export function MiniCart() {
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="mini-cart" ref={root}>
      <a
        href="/cart"
        className="mini-cart-toggle"
        aria-expanded={open}
        aria-controls="mini-cart-panel"
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
      >
        Cart <span className="cart-count">{cart.itemCount}</span>
      </a>
      <div id="mini-cart-panel" className="mini-cart-panel" hidden={!open}>
        <MiniCartContents cart={cart} />
      </div>
    </div>
  );
}
