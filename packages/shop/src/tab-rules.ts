export type TabId = 'description' | 'additional_information' | 'reviews';

/**
 * Which product tab opens first (spec section 2): #reviews, #tab-reviews, a comment- anchor, or a
 * comment-page / cpage parameter open the reviews; #tab-additional_information opens that tab;
 * otherwise the first tab.
 */
export function initialTab(href: string, available: TabId[]): TabId {
  const url = new URL(href, 'http://shop.local');
  const hash = url.hash;
  const has = (tab: TabId) => available.includes(tab);
  const first = available[0] ?? 'description';
  if (has('reviews')) {
    if (hash.toLowerCase().includes('comment-') || hash === '#reviews' || hash === '#tab-reviews')
      return 'reviews';
    if (href.indexOf('comment-page-') > 0 || href.indexOf('cpage=') > 0) return 'reviews';
  }
  if (hash === '#tab-additional_information' && has('additional_information'))
    return 'additional_information';
  return first;
}
