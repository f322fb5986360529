import { z } from 'zod';
import { ZClientId } from '../ids.ts';

/** Wire shapes of a site's webhook and its delivery log (`/api/admin/sites/:clientId/webhook…`). */

/**
 * Why a webhook URL cannot be used, or null when it can: http or https, a host, no user and password.
 * (Whether its address is private is decided when sending, on the address actually connected to.)
 */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must start with https:// or http://';
  if (url.username || url.password) return 'must not contain a user name or password';
  if (!url.hostname) return 'needs a host';
  return null;
}

/** `PUT …/webhook`. */
export const ZWebhookSaveRequest = z.strictObject({
  url: z
    .string()
    .trim()
    .max(2000)
    .superRefine((url, context) => {
      const problem = webhookUrlProblem(url);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  enabled: z.boolean().default(true),
});
export type TWebhookSaveRequest = z.infer<typeof ZWebhookSaveRequest>;
/** What a client sends: `enabled` may be left out (on). */
export type TWebhookSaveRequestInput = z.input<typeof ZWebhookSaveRequest>;

export const ZDeliveriesQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(100))
    .default(20),
  offset: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .default(0),
});

export const ZDeliveryParams = z.strictObject({
  clientId: ZClientId,
  deliveryId: z.string().regex(/^[1-9]\d{0,17}$/, 'must be a delivery id'),
});

export const ZAdminWebhook = z.object({
  url: z.string(),
  enabled: z.boolean(),
  /** The secret's last four characters, to tell secrets apart; the whole secret is shown only when made. */
  secret_hint: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TAdminWebhook = z.infer<typeof ZAdminWebhook>;

/** `GET …/webhook`: the site's webhook, or null when it has none. */
export const ZWebhookResponse = z.object({ webhook: ZAdminWebhook.nullable() });
export type TWebhookResponse = z.infer<typeof ZWebhookResponse>;

/** `PUT …/webhook` and `POST …/webhook/secret`: the secret is shown once, when it is made, else null. */
export const ZWebhookSecretResponse = z.object({ webhook: ZAdminWebhook, secret: z.string().nullable() });
export type TWebhookSecretResponse = z.infer<typeof ZWebhookSecretResponse>;

export const ZAdminDelivery = z.object({
  id: z.string(),
  event: z.string(),
  conversion_id: z.string().nullable(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  next_attempt_at: z.iso.datetime().nullable(),
  last_attempt_at: z.iso.datetime().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type TAdminDelivery = z.infer<typeof ZAdminDelivery>;

/** `GET …/webhook/deliveries`: a page of the log, newest first, with the total. */
export const ZAdminDeliveryPage = z.object({ rows: z.array(ZAdminDelivery), total: z.number().int() });
export type TAdminDeliveryPage = z.infer<typeof ZAdminDeliveryPage>;
