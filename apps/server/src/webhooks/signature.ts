import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures (docs/webhooks.md). The signed message is `{timestamp}.{raw body}`, so a
 * receiver that checks the timestamp's age also refuses a captured request replayed later.
 */

export const SIGNATURE_HEADER = 'x-hookline-signature';
export const TIMESTAMP_HEADER = 'x-hookline-timestamp';
export const EVENT_HEADER = 'x-hookline-event';
export const DELIVERY_HEADER = 'x-hookline-delivery';

/** A new secret: `whsec_` and 32 random bytes in base64url. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** `sha256=` and the hex HMAC-SHA256 of `{timestamp}.{body}` under the secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver does: recompute the signature of the raw body and compare in constant time, and
 * refuse timestamps more than `toleranceSeconds` away from now.
 */
export function verifyWebhook(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!headers.signature || !Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const actual = Buffer.from(headers.signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
