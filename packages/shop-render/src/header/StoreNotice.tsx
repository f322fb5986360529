import { useState } from 'react';
import { STORE_NOTICE_COOKIE } from '@hookline/shop';
import { useShop } from '../shop-context.tsx';

/** The store notice, shown until dismissed; dismissal sets a cookie (path /) the server reads. */
export function StoreNotice() {
  const { config, noticeDismissed } = useShop();
  const [hidden, setHidden] = useState(noticeDismissed);
  if (hidden || !config.storeNotice) return null;
  return (
    <p className="store-notice" role="region" aria-label="Store notice">
      {config.storeNotice}{' '}
      <a
        href="#"
        className="store-notice-dismiss"
        role="button"
        onClick={(event) => {
          event.preventDefault();
          document.cookie = `${STORE_NOTICE_COOKIE}=hidden; path=/; max-age=31536000; samesite=lax`;
          setHidden(true);
        }}
      >
        Dismiss
      </a>
    </p>
  );
}
