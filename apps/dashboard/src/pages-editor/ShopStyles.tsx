import { useEffect } from 'react';

/** The shop's style sheet, as the shop serves it (built by `npm run build`). */
export const SHOP_STYLESHEET = '/shop-assets/shop.css';

/** Puts the shop's style sheet into the canvas' frame, so widgets look as visitors see them. */
export function ShopStyles({ document }: { document?: Document | undefined }) {
  useEffect(() => {
    if (!document || document.querySelector(`link[href="${SHOP_STYLESHEET}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = SHOP_STYLESHEET;
    document.head.append(link);
  }, [document]);
  return null;
}
