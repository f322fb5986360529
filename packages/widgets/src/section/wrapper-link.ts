/** The wrapper link of spec 3: a click anywhere on the element follows it. */
export interface WrapperLink {
  url: string;
  isExternal: boolean;
  nofollow: boolean;
}

/** Where the element is drawn, as far as the link cares. */
export interface LinkPlace {
  editMode: boolean;
  insideCarousel: boolean;
  insideFilterTemplate: boolean;
}

const SAFE_URL = /^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/i;

/**
 * The link to follow on a click of the whole element, or null when it is off: no address, an
 * address that is not http(s), same-site, a hash, mail or phone (spec 7: "a sanitized url"), or a
 * place where spec 2 disables it (the editor, a carousel slide, a list filter's template).
 */
export function activeWrapperLink(
  link: WrapperLink | undefined,
  place: LinkPlace,
): { url: string; target: '_blank' | '_self'; rel: string } | null {
  const url = link?.url.trim() ?? '';
  if (!link || !url || !SAFE_URL.test(url)) return null;
  if (place.editMode || place.insideCarousel || place.insideFilterTemplate) return null;
  const rel = [link.isExternal ? 'noopener' : '', link.nofollow ? 'nofollow' : ''].filter(Boolean).join(' ');
  return { url, target: link.isExternal ? '_blank' : '_self', rel };
}
