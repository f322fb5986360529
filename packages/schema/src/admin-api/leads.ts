import { z } from 'zod';
import { ZClientId, ZPopupId } from '../ids.ts';
import { ZDay, ZTimeZone } from './day-range.ts';

/** Wire shapes of the leads table and its CSV export (`/api/admin/leads`, `/leads.csv`). */

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

/** Where a page starts: `{created time in microseconds}-{lead id}`, as a page's `older` and `newer` give it. */
const ZLeadCursor = z.string().regex(/^\d{1,18}-\d{1,18}$/, 'must be a cursor from a page of leads');

/**
 * A page of leads, newest first: the `limit` leads older than `before`, or newer than `after`, or
 * the newest. Pages go by key, not by offset, so the thousandth costs what the first does.
 */
export const ZLeadsQuery = z
  .strictObject({
    ...leadFilters,
    limit: queryInteger(1, LEADS_PAGE_MAX).default(50),
    before: ZLeadCursor.optional(),
    after: ZLeadCursor.optional(),
  })
  .refine((query) => !(query.before && query.after), {
    message: 'give before or after, not both',
    path: ['after'],
  });
export type TLeadsQuery = z.infer<typeof ZLeadsQuery>;

export const ZLeadsExportQuery = z.strictObject(leadFilters);
/** The filters as a client sends them: every one optional, `tz` defaulting to UTC. */
export type TLeadsExportQueryInput = z.input<typeof ZLeadsExportQuery>;

export const ZLeadParams = z.strictObject({
  leadId: z.string().regex(/^[1-9]\d{0,17}$/, 'must be a lead id'),
});

export const ZAdminLead = z.object({
  id: z.string(),
  created_at: z.iso.datetime(),
  email: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  popup: z.object({ id: ZPopupId, name: z.string() }),
  /** Spec section 3: the store the lead converted on (`shopify`, `wix`, `ecwid`, `hookline`) and its customer id there. */
  store_integration: z.string().nullable().optional(),
  store_integration_customer_id: z.string().nullable().optional(),
  /** Shop orders attributed to this lead (its visitor bought within the window), and their total. */
  orders: z.number().int().optional(),
  revenue_cents: z.number().int().optional(),
  /** The coupon code the lead was handed: its unique code, or the popup's fixed code it converted with. */
  coupon_code: z.string().nullable().optional(),
});
export type TAdminLead = z.infer<typeof ZAdminLead>;

export const ZAdminLeadPage = z.object({
  rows: z.array(ZAdminLead),
  /** Leads matching the filter; with a search, counted up to 10,000 (`total_capped` then true). */
  total: z.number().int(),
  total_capped: z.boolean(),
  /** `before` of the next older page; null on the oldest. */
  older: ZLeadCursor.nullable(),
  /** `after` of the next newer page; null on the newest. */
  newer: ZLeadCursor.nullable(),
});
export type TAdminLeadPage = z.infer<typeof ZAdminLeadPage>;

/** `GET /api/admin/wix-products?site=&limit=&offset=`: the products Wix members browsed or ordered. */
export const ZWixProductsQuery = z.strictObject({
  site: ZClientId.optional(),
  limit: queryInteger(1, LEADS_PAGE_MAX).default(50),
  offset: queryInteger(0, 100_000_000).default(0),
});
export type TWixProductsQuery = z.infer<typeof ZWixProductsQuery>;

export const ZAdminWixProduct = z.object({
  id: z.string(),
  created_at: z.iso.datetime(),
  client_id: ZClientId,
  customer_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  category: z.string().nullable(),
  source_table: z.string(),
});
export type TAdminWixProduct = z.infer<typeof ZAdminWixProduct>;

export const ZAdminWixProductPage = z.object({ rows: z.array(ZAdminWixProduct), total: z.number().int() });
export type TAdminWixProductPage = z.infer<typeof ZAdminWixProductPage>;
