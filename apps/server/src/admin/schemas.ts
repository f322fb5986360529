import { ZClientId, ZPopupId } from '@hookline/schema';
import { z } from 'zod';
import { ZDay, ZTimeZone } from './day-range.ts';

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

/** Which leads: of a site, of a popup, containing a text, between two days (inclusive) of a time zone. */
const leadFilters = {
  site: ZClientId.optional(),
  popup: ZPopupId.optional(),
  q: z.string().trim().max(200).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  tz: ZTimeZone.default('UTC'),
};

export const ZLeadsQuery = z.strictObject({
  ...leadFilters,
  limit: queryInteger(1, LEADS_PAGE_MAX).default(50),
  offset: queryInteger(0, 100_000_000).default(0),
});

export const ZLeadsExportQuery = z.strictObject(leadFilters);

export const ZLeadParams = z.strictObject({
  leadId: z.string().regex(/^[1-9]\d{0,17}$/, 'must be a lead id'),
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
  ab_test: z.boolean(),
  /** The A/B test parent's id when this popup is a variant. */
  ab_test_parent_id: ZPopupId.nullable(),
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

/**
 * A domain the pixel may run on: a host name or IPv4 address, lower case, without scheme, port or
 * path; a leading `*.` allows its sub-domains.
 */
export const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/,
    'must be a host name such as shop.example.com or *.example.com (no https://, port or path)',
  );

export const ZDomains = z
  .array(ZDomain)
  .max(50, 'a site has at most 50 domains')
  .transform((domains) => [...new Set(domains)]);

export const ZSiteName = z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters');

export const ZSignupRequest = z.strictObject({
  email: z.string().trim().max(320).pipe(z.email('must be an email address')),
  password: z
    .string()
    .min(8, 'must have at least 8 characters')
    .max(1024, 'must have at most 1024 characters'),
  account_name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  site_name: ZSiteName,
  site_domain: ZDomain,
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZSiteCreateRequest = z.strictObject({ name: ZSiteName, domains: ZDomains });
export const ZSiteUpdateRequest = z
  .strictObject({ name: ZSiteName.optional(), domains: ZDomains.optional() })
  .refine((body) => body.name !== undefined || body.domains !== undefined, 'name or domains is required');
