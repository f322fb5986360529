import { z } from 'zod';
import { ZPopupId } from '../ids.ts';

/**
 * The dashboard API's popup list and the route parameter of every `/api/admin/popups/:popupId` call.
 * The popup record the editor reads and saves is in `../popup-editor.ts`.
 */

export const ZPopupParams = z.strictObject({ popupId: ZPopupId });

export const ZPopupStatus = z.enum(['active', 'paused']);
export type TPopupStatus = z.infer<typeof ZPopupStatus>;

export const ZAdminPopupSummary = z.object({
  /** The popup's public id (`poptin_id`). */
  id: ZPopupId,
  name: z.string(),
  type: z.string(),
  format: z.number().int(),
  status: ZPopupStatus,
  created_at: z.iso.datetime(),
  ab_test: z.boolean(),
  /** The A/B test parent's id when this popup is a variant. */
  ab_test_parent_id: ZPopupId.nullable(),
  views: z.number().int(),
  closes: z.number().int(),
  conversions: z.number().int(),
});
export type TAdminPopupSummary = z.infer<typeof ZAdminPopupSummary>;

/**
 * `POST /api/admin/popups/:popupId/preview-link`: "Preview on my site". `url` is the site's first
 * domain (https unless a local host) with `hookline_preview={token}`; the token works once, in the
 * first browser that opens it, until `expires_at`.
 */
export const ZPreviewLinkResponse = z.object({
  url: z.string(),
  token: z.string(),
  expires_at: z.string(),
});
export type TPreviewLinkResponse = z.infer<typeof ZPreviewLinkResponse>;

/** `DELETE /api/admin/popups/:popupId`: the ids deleted (a test's parent takes its variants along). */
export const ZPopupDeleteResponse = z.object({ deleted: z.array(ZPopupId) });
export type TPopupDeleteResponse = z.infer<typeof ZPopupDeleteResponse>;
