import { z } from 'zod';
import { compileRuleRegex } from './display-rule-grammar/regex.ts';

/**
 * `display_rules.targeting`: who and where a popup is for (docs/dashboard.md, "Targeting"). Every
 * key is optional and an absent key does not restrict. Country and a schedule in the site's time
 * zone are decided by the display call; the rest by the visitor script's filters chunk.
 */

export const ZAddressMatch = z.enum(['exact', 'contains', 'starts_with', 'wildcard', 'regex']);
export type TAddressMatch = z.infer<typeof ZAddressMatch>;

/** A text rule's value; a `regex` one must compile, and the error names the rule. */
const withValidRegex = <T extends { match: string; value: string }>(schema: z.ZodType<T>) =>
  schema.superRefine((rule, ctx) => {
    if (rule.match === 'regex' && !compileRuleRegex(rule.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: `invalid regular expression: ${rule.value}` });
  });

export const ZPageRule = withValidRegex(
  z.object({
    action: z.enum(['show', 'hide']),
    match: ZAddressMatch,
    value: z.string().trim().min(1).max(500),
  }),
);
export type TPageRule = z.infer<typeof ZPageRule>;

/** Page addresses: `hide` rules always win; `show` rules must match any one (or all) of them. */
export const ZPageRules = z.object({
  mode: z.enum(['any', 'all']),
  rules: z.array(ZPageRule).max(50),
});
export type TPageRules = z.infer<typeof ZPageRules>;

export const ZTargetDevice = z.enum(['desktop', 'tablet', 'phone']);
export type TTargetDevice = z.infer<typeof ZTargetDevice>;
export const ZBrowser = z.enum(['chrome', 'safari', 'firefox', 'edge', 'samsung', 'opera', 'other']);
export type TBrowser = z.infer<typeof ZBrowser>;
export const ZOperatingSystem = z.enum(['windows', 'macos', 'ios', 'android', 'linux', 'other']);
export type TOperatingSystem = z.infer<typeof ZOperatingSystem>;

/** A language prefix: `en` matches `en-GB`, `pt-br` matches `pt-BR` only. */
export const ZLanguagePrefix = z
  .string()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language code such as en or pt-BR');

export const ZCountryRule = z.object({
  mode: z.enum(['in', 'not_in']),
  codes: z
    .array(z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code'))
    .min(1)
    .max(250)
    .transform((codes) => codes.map((code) => code.toUpperCase())),
});
export type TCountryRule = z.infer<typeof ZCountryRule>;

export const ZReferrerRule = withValidRegex(
  z.object({
    match: z.enum(['contains', 'not_contains', 'regex']),
    value: z.string().trim().min(1).max(500),
  }),
);
export type TReferrerRule = z.infer<typeof ZReferrerRule>;

/** Where the visit came from: no referrer, the site itself, a search engine, or another site. */
export const ZTrafficSource = z.enum(['direct', 'internal', 'external', 'search']);
export type TTrafficSource = z.infer<typeof ZTrafficSource>;

export const ZUtmParameter = z.enum(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']);
export type TUtmParameter = z.infer<typeof ZUtmParameter>;
export const ZUtmRule = z.object({
  param: ZUtmParameter,
  match: z.enum(['equals', 'contains']),
  value: z.string().trim().min(1).max(200),
});
export type TUtmRule = z.infer<typeof ZUtmRule>;

/** `YYYY-MM-DDTHH:mm`, a wall-clock time in the schedule's zone. */
const ZLocalDateTime = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'must be YYYY-MM-DDTHH:mm');

export const ZWeekday = z.enum(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
export type TWeekday = z.infer<typeof ZWeekday>;

/** Hours `from` (0-23) up to `to` (1-24, exclusive); `from > to` runs over midnight. */
export const ZHourRange = z
  .object({ from: z.number().int().min(0).max(23), to: z.number().int().min(1).max(24) })
  .refine((hours) => hours.from !== hours.to, 'from and to must differ');

export const ZSchedule = z
  .object({
    start: ZLocalDateTime.optional(),
    end: ZLocalDateTime.optional(),
    days: z.array(ZWeekday).min(1).max(7).optional(),
    hours: ZHourRange.optional(),
    zone: z.enum(['site', 'visitor']),
  })
  .refine((s) => !s.start || !s.end || s.start < s.end, {
    message: 'start must be before end',
    path: ['end'],
  });
export type TSchedule = z.infer<typeof ZSchedule>;

export const ZShowPeriod = z.enum(['day', 'week', 'month', 'session', 'overall']);
export type TShowPeriod = z.infer<typeof ZShowPeriod>;
export const ZMaxShows = z.object({ per: ZShowPeriod, count: z.number().int().min(1).max(1000) });
export type TMaxShows = z.infer<typeof ZMaxShows>;

/** A shop visitor's role: a guest (not logged in), a customer, or a shop admin. */
export const ZShopRole = z.enum(['guest', 'customer', 'shop_admin']);
export type TShopRole = z.infer<typeof ZShopRole>;

/** Logged-in shop visitors: every logged-in one refused (`all`), or those of the listed roles. */
export const ZLoggedInRule = z.discriminatedUnion('block', [
  z.object({ block: z.literal('all') }),
  z.object({ block: z.literal('roles'), roles: z.array(ZShopRole).min(1).max(3) }),
]);
export type TLoggedInRule = z.infer<typeof ZLoggedInRule>;

/** Page views are counted from the visitor's last 50 pages (the visited-page list), so at most 50. */
export const MAX_MIN_PAGE_VIEWS = 50;

export const ZTargeting = z.strictObject({
  pages: ZPageRules.optional(),
  devices: z.array(ZTargetDevice).min(1).optional(),
  browsers: z.array(ZBrowser).min(1).optional(),
  os: z.array(ZOperatingSystem).min(1).optional(),
  languages: z.array(ZLanguagePrefix).min(1).max(50).optional(),
  countries: ZCountryRule.optional(),
  referrer: z.array(ZReferrerRule).min(1).max(20).optional(),
  traffic_source: z.array(ZTrafficSource).min(1).optional(),
  utm: z.array(ZUtmRule).min(1).max(10).optional(),
  visitor: z.enum(['new', 'returning']).optional(),
  min_page_views: z.number().int().min(1).max(MAX_MIN_PAGE_VIEWS).optional(),
  min_sessions: z.number().int().min(1).max(1000).optional(),
  schedule: ZSchedule.optional(),
  max_shows: ZMaxShows.optional(),
  logged_in: ZLoggedInRule.optional(),
});
export type TTargeting = z.infer<typeof ZTargeting>;
