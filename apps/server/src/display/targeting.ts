import { popupsTargetedByServer } from '@hookline/rules';
import type { TPopupRecord, TShopRole } from '@hookline/schema';
import type { CachedSite } from './site-cache.ts';
import type { VisitorOrigin } from './visitor-origin.ts';

/**
 * The display call's part of the popups' targeting (docs/dashboard.md, "Targeting"): keeps the
 * popups whose country rule admits the visitor's country (`visitorOrigin`, from the trusted
 * country header or the IP) and whose schedule in the site's time zone is open now. The visitor
 * script decides the rest.
 */
export function popupsTargetedAtVisitor(
  popups: TPopupRecord[],
  site: Pick<CachedSite, 'timeZone'>,
  origin: Pick<VisitorOrigin, 'countryCode'>,
  now = Date.now(),
  customerRole: TShopRole = 'guest',
): TPopupRecord[] {
  return popupsTargetedByServer(popups, {
    countryCode: origin.countryCode,
    now,
    siteTimeZone: site.timeZone,
    customerRole,
  });
}
