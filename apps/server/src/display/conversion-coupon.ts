import { randomBytes } from 'node:crypto';
import { issueConversionCoupon, type Db, type PopupRef } from '@hookline/db';
import { UNIQUE_COUPON_PREFIX } from '@hookline/schema';

/** Crockford's base 32 (no I, L, O, U): readable, and a random byte's low 5 bits pick one evenly. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 8 characters: 40 random bits, so a code cannot be guessed from others handed out. */
const CODE_LENGTH = 8;

/** A readable random code: `{PREFIX}-{8 characters}` (`WELCOME-7KQ4XZ2M`), as the shop stores it (lower case). */
export function uniqueCouponCode(prefix: string): string {
  let tail = '';
  for (const byte of randomBytes(CODE_LENGTH)) tail += ALPHABET[byte & 31];
  const head = UNIQUE_COUPON_PREFIX.test(prefix) ? prefix : 'COUPON';
  return `${head}-${tail}`.toLowerCase();
}

/**
 * The unique coupon of a conversion of a popup with "Unique code per lead", created on its first
 * call and the same on every retry of the conversion (keyed by its id); undefined for other popups.
 * Answered upper case, as the visitor reads it (codes compare case-insensitively).
 */
export async function conversionCoupon(
  db: Db,
  popup: Pick<PopupRef, 'siteId' | 'popupId' | 'coupon'>,
  conversionId: bigint,
  now: Date,
): Promise<string | undefined> {
  const template = popup.coupon?.unique;
  if (!template || popup.coupon?.coupon_type === 'none') return undefined;
  const prefix = (popup.coupon?.code ?? '').trim();
  const code = await issueConversionCoupon(
    db,
    {
      siteId: popup.siteId,
      popupId: popup.popupId,
      conversionId,
      kind: template.kind,
      amount: template.amount,
      expiresAt: template.expiry_days ? new Date(now.getTime() + template.expiry_days * 86_400_000) : null,
      minSpendCents: template.min_spend_cents ?? null,
      description: `Unique code of lead ${conversionId}`,
    },
    () => uniqueCouponCode(prefix),
  );
  return code.toUpperCase();
}
