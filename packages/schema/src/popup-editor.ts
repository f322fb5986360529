import { z } from 'zod';
import { ZPopupStatus } from './admin-api/popups.ts';
import { ZPopupId } from './ids.ts';
import { ZPopupContent } from './popup-content.ts';
import { ZDesignProperties, ZDisplayRules, ZLang, ZPopupTarget, ZPopupType, ZTriggers } from './popup.ts';

/**
 * The popup editor's wire shapes: the document it edits and saves, and the popup record it reads.
 * What it sends (create, save, status, copy) is checked by the inputs of `popup-editor-input.ts`.
 */

/** What the editor edits and saves: every field of a popup the owner controls, as stored. */
export const ZPopupDocument = z.object({
  name: z.string(),
  type: ZPopupType,
  format: z.number().int(),
  target: ZPopupTarget,
  lang: ZLang,
  width: z.number().int(),
  height: z.number().int(),
  content: ZPopupContent,
  design_properties: ZDesignProperties,
  display_rules: ZDisplayRules,
  triggers: ZTriggers,
  is_teasers_on: z.boolean(),
  on_click: z.boolean(),
  x_close_button: z.boolean(),
});
export type TPopupDocument = z.infer<typeof ZPopupDocument>;

/** A popup as the editor reads it: the document under its wire names, plus ids and state. */
export const ZAdminPopup = ZPopupDocument.extend({
  id: ZPopupId,
  viewer_id: z.string(),
  /** The site's client id. */
  site: z.string(),
  status: ZPopupStatus,
  ab_test: z.boolean(),
  /** The public id of the A/B test's parent when this popup is a variant. */
  ab_test_parent_id: ZPopupId.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TAdminPopup = z.infer<typeof ZAdminPopup>;
