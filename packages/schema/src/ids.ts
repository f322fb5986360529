import { z } from 'zod';

/** Client ids (sites) and popup ids are 13 lower-case letters or digits (spec section 9: popup id length 13). */
export const ID_LENGTH = 13;
const ID_PATTERN = /^[a-z0-9]{13}$/;

export const ZClientId = z.string().regex(ID_PATTERN, 'must be 13 lower-case letters or digits');
export type TClientId = z.infer<typeof ZClientId>;

export const ZPopupId = z.string().regex(ID_PATTERN, 'must be 13 lower-case letters or digits');
export type TPopupId = z.infer<typeof ZPopupId>;

/**
 * "Preview on my site" (issue 26): the dashboard's one-time token (32 characters of base64url), and
 * what the visitor script sends as `preview_poptin_id`: the token, a dot, and the browser's own key.
 */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const ZPreviewTokenKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{16,64}$/, 'must be a preview token and key');

/** A client-generated event id: what makes a retried event idempotent. */
export const ZEventId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');
