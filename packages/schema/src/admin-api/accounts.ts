import { z } from 'zod';
import { ZClientId } from '../ids.ts';
import { ZTimeZone } from './day-range.ts';

/**
 * Wire shapes of the dashboard API's sessions, accounts and sites (`/api/admin/login`, `/signup`,
 * `/me`, `/sites`). The server parses inputs with these and builds responses to match them (its
 * tests parse responses with them); the dashboard types its calls with the inferred types.
 */

export const ZLoginRequest = z.strictObject({
  email: z.string().trim().max(320).pipe(z.email('must be an email address')),
  password: z.string().min(1, 'is required').max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSiteParams = z.strictObject({ clientId: ZClientId });

export const ZMeResponse = z.object({
  user: z.object({ email: z.string() }),
  account: z.object({ id: z.string(), name: z.string() }),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

/**
 * `GET /api/admin/session`: whether the caller is signed in, always with 200. The login page asks it,
 * so a signed-out visit does not show a failed request (a 401) in the browser's console.
 */
export const ZSessionResponse = z.discriminatedUnion('signed_in', [
  z.object({ signed_in: z.literal(false) }),
  ZMeResponse.extend({ signed_in: z.literal(true) }),
]);
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const ZAdminSite = z.object({
  client_id: ZClientId,
  name: z.string(),
  domains: z.array(z.string()),
  /** IANA time zone: popup schedules in the site's time follow it. */
  time_zone: z.string(),
  /**
   * When the pixel last loaded on one of the site's domains (ISO time, to the minute), and on which
   * host; both null until it first does.
   */
  pixel_seen_at: z.string().nullable(),
  pixel_seen_domain: z.string().nullable(),
  /** The exact install line: `<script id="hookline-pixel" src="{origin}/pixel.js?id={client id}" async></script>`. */
  snippet: z.string(),
});
export type TAdminSite = z.infer<typeof ZAdminSite>;

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
/** What a client sends (before trimming and lower-casing). */
export type TSignupRequestInput = z.input<typeof ZSignupRequest>;

export const ZSiteCreateRequest = z.strictObject({ name: ZSiteName, domains: ZDomains });
export type TSiteCreateRequestInput = z.input<typeof ZSiteCreateRequest>;

export const ZSiteUpdateRequest = z
  .strictObject({ name: ZSiteName.optional(), domains: ZDomains.optional(), time_zone: ZTimeZone.optional() })
  .refine(
    (body) => body.name !== undefined || body.domains !== undefined || body.time_zone !== undefined,
    'name, domains or time_zone is required',
  );
export type TSiteUpdateRequestInput = z.input<typeof ZSiteUpdateRequest>;
