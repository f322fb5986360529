import { claimPreviewToken, loadSitePopup, type Db, type PopupRow, type AccountRow } from '@hookline/db';

/** Once claimed, a preview keeps working in its browser tab this long (reloads, other pages). */
export const CLAIMED_PREVIEW_MS = 12 * 60 * 60_000;

/** What the visitor sees instead of the popup when a "Preview on my site" link no longer works. */
export const PREVIEW_REFUSALS = {
  unknown: 'This preview link is not for this site. Open a new one from the popup editor.',
  expired: 'This preview link has expired. Open a new one from the popup editor.',
  used: 'This preview link was already opened in another browser. Open a new one from the popup editor.',
} as const;

/**
 * The popup a display call previews: by its id (spec section 2's `ppt-preview`, any of the site's
 * popups), or by a "Preview on my site" token and the browser's key (issue 26), which the first
 * browser claims. Answers the popup, null for an unknown popup id, or a refusal's message.
 */
export async function previewedPopup(
  db: Db,
  clientId: string,
  preview: string,
  now: Date,
): Promise<{ popup: PopupRow; account: AccountRow } | null | string> {
  const dot = preview.indexOf('.');
  if (dot < 0) return loadSitePopup(db, clientId, preview);
  const claimed = await claimPreviewToken(db, {
    clientId,
    token: preview.slice(0, dot),
    key: preview.slice(dot + 1),
    now,
    claimedUntil: new Date(now.getTime() + CLAIMED_PREVIEW_MS),
  });
  return typeof claimed === 'string' ? PREVIEW_REFUSALS[claimed] : claimed;
}
