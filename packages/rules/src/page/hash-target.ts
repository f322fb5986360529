/** Scrolling to an item the hash names (spec section 9): 100 px above it, over 1 s. */
export const HASH_SCROLL = { offsetPx: 100, durationMs: 1000 } as const;

/**
 * The anchor id of a repeater item (accordion or tab) from its title: lower case letters, digits
 * and hyphens, else `item-{n}`; `-2`, `-3`… when an earlier item of the page took it. Visitors
 * share these in links (`/faq#shipping-times`).
 */
export function itemAnchorId(title: string, index: number, taken: ReadonlySet<string> = new Set()): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const base = slug === '' || /^\d/.test(slug) ? `item-${slug || index + 1}` : slug;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/**
 * The item (0-based) the address hash names among items with anchor ids `ids`, -1 for none. The
 * hash may carry its `#` and may be percent-encoded (`#caf%C3%A9`); the match is exact.
 */
export function hashItemIndex(hash: string, ids: readonly string[]): number {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  if (id === '') return -1;
  try {
    id = decodeURIComponent(id);
  } catch {
    // A stray `%` is part of the id as written.
  }
  return ids.indexOf(id);
}

/**
 * Where to scroll to bring an item into view (`itemTop`: its top in px from the top of the
 * document): 100 px above it (never above the page's top), animated over 1000 ms.
 */
export function hashScrollPlan(itemTop: number): { top: number; durationMs: number } {
  return { top: Math.max(0, itemTop - HASH_SCROLL.offsetPx), durationMs: HASH_SCROLL.durationMs };
}
