import { ZClientId, ZPopupId } from '@hookline/schema';
import { z } from 'zod';

/**
 * Wire shapes of the dashboard API (`/api/admin/*`): inputs are parsed with these; responses are
 * built to match them (the tests parse responses with them). They stay here until they move to
 * `packages/schema`, where the dashboard app can import them.
 */

export const ZLoginRequest = z.strictObject({
  email: z.string().trim().max(320).pipe(z.email('must be an email address')),
  password: z.string().min(1, 'is required').max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSiteParams = z.strictObject({ clientId: ZClientId });

/** A whole number in a query string, between `min` and `max`. */
const queryInteger = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

export const LEADS_PAGE_MAX = 200;

export const ZLeadsQuery = z.strictObject({
  site: ZClientId.optional(),
  popup: ZPopupId.optional(),
  limit: queryInteger(1, LEADS_PAGE_MAX).default(50),
  offset: queryInteger(0, 100_000_000).default(0),
});
export type TLeadsQuery = z.infer<typeof ZLeadsQuery>;

export const ZMeResponse = z.object({
  user: z.object({ email: z.string() }),
  account: z.object({ id: z.string(), name: z.string() }),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZAdminSite = z.object({
  client_id: ZClientId,
  name: z.string(),
  domains: z.array(z.string()),
  /** The exact install line: `<script id="hookline-pixel" src="{origin}/pixel.js?id={client id}" async></script>`. */
  snippet: z.string(),
});
export type TAdminSite = z.infer<typeof ZAdminSite>;

export const ZAdminPopupSummary = z.object({
  /** The popup's public id (`poptin_id`). */
  id: ZPopupId,
  name: z.string(),
  type: z.string(),
  format: z.number().int(),
  status: z.enum(['active', 'paused']),
  created_at: z.iso.datetime(),
  views: z.number().int(),
  closes: z.number().int(),
  conversions: z.number().int(),
});
export type TAdminPopupSummary = z.infer<typeof ZAdminPopupSummary>;

export const ZAdminLead = z.object({
  id: z.string(),
  created_at: z.iso.datetime(),
  email: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  popup: z.object({ id: ZPopupId, name: z.string() }),
});
export type TAdminLead = z.infer<typeof ZAdminLead>;

export const ZAdminLeadPage = z.object({ rows: z.array(ZAdminLead), total: z.number().int() });
export type TAdminLeadPage = z.infer<typeof ZAdminLeadPage>;
