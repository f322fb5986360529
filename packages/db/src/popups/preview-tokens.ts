import { createHash } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts, sites } from '../accounts/tables.ts';
import type { AccountRow } from '../accounts/queries.ts';
import { popups, popupPreviewTokens } from './tables.ts';
import type { PopupRow } from './queries.ts';

/**
 * "Preview on my site" (issue 26): the dashboard asks for a one-time token for one of the account's
 * popups; the visitor script presents it with a key of its own, which claims it; from then on only
 * that key previews, for a while longer, so that a reload in the same tab keeps previewing.
 */

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Stores a token for one of the account's popups (the caller checked it is), dropping expired ones. */
export async function createPreviewToken(
  db: Db,
  token: { value: string; accountId: string; popupId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(popupPreviewTokens).where(lte(popupPreviewTokens.expiresAt, now));
  await db.insert(popupPreviewTokens).values({
    tokenHash: hash(token.value),
    accountId: token.accountId,
    popupId: token.popupId,
    expiresAt: token.expiresAt,
  });
}

/** Why a token does not preview: unknown (or another site's), past its time, or claimed by another browser. */
export type PreviewRefusal = 'unknown' | 'expired' | 'used';

/**
 * The popup a token previews on the site with `clientId`, for the browser holding `key`: the first
 * key claims the token (and its time runs on to `claimedUntil`); another key is refused.
 */
export async function claimPreviewToken(
  db: Db,
  claim: { clientId: string; token: string; key: string; now: Date; claimedUntil: Date },
): Promise<{ popup: PopupRow; account: AccountRow } | PreviewRefusal> {
  const tokenHash = hash(claim.token);
  const [row] = await db
    .select({
      popup: popups,
      account: accounts,
      claimHash: popupPreviewTokens.claimHash,
      expiresAt: popupPreviewTokens.expiresAt,
    })
    .from(popupPreviewTokens)
    .innerJoin(popups, eq(popups.id, popupPreviewTokens.popupId))
    .innerJoin(sites, eq(sites.id, popups.siteId))
    .innerJoin(accounts, eq(accounts.id, popups.accountId))
    .where(
      and(
        eq(popupPreviewTokens.tokenHash, tokenHash),
        eq(sites.clientId, claim.clientId),
        // Bound to the account that asked for it: a popup moved to another account does not follow.
        eq(popupPreviewTokens.accountId, popups.accountId),
      ),
    )
    .limit(1);
  if (!row) return 'unknown';
  if (row.expiresAt.getTime() <= claim.now.getTime()) return 'expired';
  const keyHash = hash(claim.key);
  const found = { popup: row.popup, account: row.account };
  if (row.claimHash !== null) return row.claimHash === keyHash ? found : 'used';
  // Claimed once: of two browsers presenting it at the same moment, one wins.
  const claimed = await db
    .update(popupPreviewTokens)
    .set({ claimHash: keyHash, expiresAt: claim.claimedUntil })
    .where(and(eq(popupPreviewTokens.tokenHash, tokenHash), isNull(popupPreviewTokens.claimHash)))
    .returning({ tokenHash: popupPreviewTokens.tokenHash });
  return claimed.length === 1 ? found : 'used';
}
