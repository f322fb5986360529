import { useEffect, useState } from 'react';
import { adminApi } from '../api/admin.ts';
import { contentApi } from '../api/content.ts';
import { couponsApi } from '../api/coupons.ts';
import { pagesApi } from '../api/pages.ts';

/** A site's sections in the sidebar: its address under `/sites/{client id}`, and its name. */
export const SITE_SECTIONS = [
  ['', 'Popups and leads'],
  ['/pages', 'Pages'],
  ['/content', 'Content'],
  ['/coupons', 'Coupons'],
  ['/media', 'Media library'],
  ['/wix-products', 'Wix products'],
  ['/integrations', 'Integrations'],
  ['/settings', 'Settings'],
] as const;

export type SectionPath = (typeof SITE_SECTIONS)[number][0];

/** What a site uses of the shop-only sections. */
export interface SiteUse {
  /** It has pages, content collections or coupons: Hookline's own shop (the page builder). */
  shop: boolean;
  /** A Wix store's pixel has saved products for it. */
  wix: boolean;
}

const SHOP_SECTIONS: ReadonlySet<string> = new Set(['/pages', '/content', '/coupons']);

/**
 * The sections a site's sidebar lists: every site has its popups and leads, media, integrations and settings; the
 * shop's sections (pages, content, coupons) only for a site that uses them, Wix products only for a
 * Wix store's, and whichever section is open. Until the answer is in (`use` null), only the common ones.
 */
export function visibleSections(use: SiteUse | null, current: string) {
  return SITE_SECTIONS.filter(([path]) => {
    if (path !== '' && current.startsWith(path)) return true;
    if (SHOP_SECTIONS.has(path)) return use?.shop === true;
    if (path === '/wix-products') return use?.wix === true;
    return true;
  });
}

/** Answers already fetched this session, by client id: the sidebar does not ask again per page. */
const known = new Map<string, SiteUse>();

/** Reads what a site uses (four small lists at once); a list that fails counts as unused. */
async function fetchUse(clientId: string, signal: AbortSignal): Promise<SiteUse> {
  const has = (answer: Promise<number>) => answer.then((n) => n > 0).catch(() => false);
  const [pages, collections, coupons, wix] = await Promise.all([
    has(pagesApi.list(clientId, { signal }).then((list) => list.length)),
    has(contentApi.collections(clientId, { signal }).then((list) => list.length)),
    has(couponsApi.list(clientId, { signal }).then((answer) => answer.coupons.length)),
    has(adminApi.wixProducts({ site: clientId, limit: 1 }, { signal }).then((page) => page.total)),
  ]);
  return { shop: pages || collections || coupons, wix };
}

/** What the site `clientId` uses, once known (null before, or without a site). */
export function useSiteUse(clientId: string | undefined): SiteUse | null {
  const [use, setUse] = useState<SiteUse | null>(clientId ? (known.get(clientId) ?? null) : null);
  useEffect(() => {
    if (!clientId) return setUse(null);
    const cached = known.get(clientId);
    if (cached) return setUse(cached);
    setUse(null);
    const controller = new AbortController();
    void fetchUse(clientId, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      known.set(clientId, answer);
      setUse(answer);
    });
    return () => controller.abort();
  }, [clientId]);
  return use;
}
