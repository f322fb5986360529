import { parse as parseForm } from 'fast-querystring';
import { ZDisplayRequest, type TDisplayRequest } from '@hookline/schema';
import { parse } from '../http/parse.ts';

/**
 * The display call's form body (spec section 7) read by hand: the busiest request's fields checked
 * in one pass over the text, without building a general form object and running a schema over it.
 * It takes only the plain case (every key one of the plain fields below, none repeated, values within
 * their limits and decodable); anything else, valid or not, is read by the schema as before, so the
 * result (a body, or the same 400) is always the schema's. The fuzz corpus holds the two together
 * (display-form.test.ts).
 */

/** The most UTF-16 units of each plain text field, as ZDisplayRequest allows. */
const TEXT_LIMITS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    referrer: 4000,
    previous_url: 4000,
    cookies: 8000,
    triggers: 4000,
    cc: 8,
    poptin_forms_id: 2000,
    page_title: 500,
    origin_landing_page: 4000,
    poptin_viewed_url: 4000,
    previous_visited_pages: 20_000,
    previous_visited_pages_with_current: 20_000,
    previous_visited_pages_with_time: 20_000,
    previous_visited_pages_all: 20_000,
    all_visited_pages: 20_000,
    cart_total_items: 20,
    cart_total_price: 40,
    cart_products_ids_list: 4000,
    cart_products_org_ids_list: 4000,
    converted_email: 320,
  }),
);

/** The flag fields and the values they take. */
const FLAGS = new Set(['if_mobile', 'if_page_refreshed', 'cancel_visitor_count']);
const FLAG_VALUES = new Set(['0', '1', 'true', 'false', '']);
const STORES = new Set(['shopify', 'wix', 'ecwid', 'hookline', '']);
const CUSTOMER_ID = /^[\w.:@+/-]*$/;
const MAX_DOMAIN = 253;
const MAX_CUSTOMER_ID = 200;

/** A NUL or any UTF-16 surrogate: left to the schema path, which says which field and why. */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const ODD_TEXT = /[\u0000\ud800-\udfff]/;

/** A field's value, or null when the plain reading does not take it. */
function checked(key: string, value: string): string | null {
  const limit = TEXT_LIMITS.get(key);
  if (limit !== undefined) return value.length <= limit ? value : null;
  if (key === 'domain') return value.length >= 1 && value.length <= MAX_DOMAIN ? value : null;
  if (FLAGS.has(key)) return FLAG_VALUES.has(value) ? value : null;
  if (key === 'store_integration') return STORES.has(value) ? value : null;
  if (key === 'store_integration_customer_id') {
    return value.length <= MAX_CUSTOMER_ID && CUSTOMER_ID.test(value) ? value : null;
  }
  return null;
}

/** A form value as the form parser decodes it ('+' a space, then percent-decoding), or null. */
function decoded(raw: string): string | null {
  const spaced = raw.includes('+') ? raw.replaceAll('+', ' ') : raw;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return null;
  }
}

/**
 * The plain body as ZDisplayRequest would give it, or null when the text is not the plain case (the
 * caller then reads it with the schema). Exported for the tests.
 */
export function plainDisplayForm(text: string): TDisplayRequest | null {
  const body: Record<string, string> = {};
  let start = 0;
  let hasDomain = false;
  while (start <= text.length) {
    let end = text.indexOf('&', start);
    if (end === -1) end = text.length;
    const equals = text.indexOf('=', start);
    // An empty part (`a=1&&b=2`, a trailing `&`), a key without `=`: left to the schema path.
    if (equals === -1 || equals >= end || equals === start) return null;
    const key = text.slice(start, equals);
    if (Object.hasOwn(body, key)) return null;
    const raw = text.slice(equals + 1, end);
    const value = decoded(raw);
    if (value === null || ODD_TEXT.test(value)) return null;
    const kept = checked(key, value);
    if (kept === null) return null;
    body[key] = kept;
    if (key === 'domain') hasDomain = true;
    start = end + 1;
  }
  return hasDomain ? (body as unknown as TDisplayRequest) : null;
}

/** The display call's body: the plain reading when it takes the text, the schema's otherwise. */
export function displayForm(text: string): TDisplayRequest {
  return plainDisplayForm(text) ?? parse(ZDisplayRequest, parseForm(text));
}
