import { z } from 'zod';
import { ZPopupId } from '../ids.ts';
import { ZPageRules, ZTargetDevice } from '../targeting.ts';
import { ZPopupStatus } from './popups.ts';

/**
 * The owner's order of a site's popups (docs/dashboard.md, "Show order"): of two popups that cover
 * the page and could show on the same page, the one higher in the order shows first and the other
 * waits until it is closed. A/B variants are not listed: they take their parent's place.
 */

/** One popup in the order, with what deciding whether it can meet another on a page needs. */
export const ZShowOrderEntry = z.object({
  id: ZPopupId,
  name: z.string(),
  type: z.string(),
  format: z.number().int(),
  status: ZPopupStatus,
  /** Shown only when a link or button is clicked: it never waits in the queue by itself. */
  on_click: z.boolean(),
  /** Its page-address rules (`display_rules.targeting.pages`), null when it may show on every page. */
  pages: ZPageRules.nullable(),
  /** The devices it is for (`display_rules.targeting.devices`), null for every device. */
  devices: z.array(ZTargetDevice).nullable(),
});
export type TShowOrderEntry = z.infer<typeof ZShowOrderEntry>;

/** `GET` and `PUT /api/admin/sites/:clientId/popup-order`: the site's popups, first shows first. */
export const ZShowOrder = z.object({ popups: z.array(ZShowOrderEntry) });
export type TShowOrder = z.infer<typeof ZShowOrder>;

/**
 * `PUT /api/admin/sites/:clientId/popup-order`: popup ids, first shows first. Popups left out keep
 * their order after the listed ones.
 */
export const ZShowOrderRequest = z.strictObject({ popups: z.array(ZPopupId).min(1).max(1000) });
export type TShowOrderRequest = z.infer<typeof ZShowOrderRequest>;
