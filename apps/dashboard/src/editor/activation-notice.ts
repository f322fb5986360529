import { adminApi } from '../api/admin.ts';
import type { AdminPopup } from '../api/popups.ts';

/** Said on activating a popup of a site whose pixel has never loaded on one of its domains. */
export const NOT_INSTALLED_NOTICE =
  'Active: visitors will see it once the Hookline snippet is on your site (it has not loaded there yet; see the site page).';

/**
 * What activating says, in the editor and on the site page: while the site's pixel has never been
 * seen on it (the install check), that visitors will see the popup once the snippet is there;
 * otherwise `notice` (which names the popup this one waits behind, from the show order).
 */
export async function activationNotice(
  active: AdminPopup,
  notice: (active: AdminPopup) => string,
): Promise<string> {
  const site = await adminApi.site(active.site).catch(() => null);
  return site && site.pixel_seen_at === null ? NOT_INSTALLED_NOTICE : notice(active);
}
