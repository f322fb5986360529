import { z } from 'zod';
import { COUNTRY_CODES, postcodeProblem } from '../countries.ts';
import { ZCartResponse } from './cart.ts';

/** Placing an order: the billing form, and the order placed. */

const field = (max: number) => z.string().trim().min(1, 'is required').max(max);

/** `POST {api}/checkout`, plus the prefixed order attribution inputs. */
export const ZCheckoutRequest = z
  .looseObject({
    billing_first_name: field(100),
    billing_last_name: field(100),
    billing_email: z.email('must be an email address').max(254),
    billing_phone: z.string().trim().max(40).optional(),
    billing_address_1: field(200),
    billing_city: field(100),
    /** State, province or county: asked for in the countries whose addresses have one. */
    billing_state: z.string().trim().max(100).optional(),
    billing_postcode: field(20),
    billing_country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => COUNTRY_CODES.includes(code), 'must be a country (ISO 3166-1 code)'),
    payment_method: z.literal('cod', 'must be cod (cash on delivery)'),
    /** The total the shopper saw, in cents: an order whose total differs is refused (the cart changed). */
    order_total_cents: z.coerce.number().int().min(0).optional(),
    /** The Hookline pixel's anonymous visitor id in this browser: the order is attributed to its conversions. */
    hookline_visitor_id: z.string().trim().max(64).optional(),
  })
  .superRefine((body, ctx) => {
    const problem = postcodeProblem(body.billing_country, body.billing_postcode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['billing_postcode'], message: problem });
  });
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** `POST {api}/checkout`: the order placed, and the (now empty) cart. */
export const ZCheckoutResponse = ZCartResponse.extend({
  order_id: z.number(),
  status: z.string(),
  total_cents: z.number(),
  payment_method: z.string(),
  /** The order-received page: `/checkout/order-received/{id}?key=…`. */
  order_received_url: z.string(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;
