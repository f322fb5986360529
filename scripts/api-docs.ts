import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ZClickRequest,
  ZClickResponse,
  ZConversionActivityRequest,
  ZLimitLogQuery,
  ZWebsiteSessionRequest,
  ZClosedRequest,
  ZConversionRequest,
  ZConversionResponse,
  ZDisplayRequest,
  ZDisplayResponse,
  ZViewedRequest,
  ZViewedResponse,
  ZProductRecommendationRequest,
  ZProductRecommendationResponse,
  ZWixSaveProductsRequest,
} from '@hookline/schema';

/** The display API reference, made from the same schemas the server validates with. */
interface Endpoint {
  method: string;
  path: string;
  encoding: string;
  summary: string;
  request?: z.ZodType;
  response?: z.ZodType;
  responseNote?: string;
}

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/display/{client id}',
    encoding: 'application/x-www-form-urlencoded',
    summary:
      'Which popups this visitor may see. 404 for an unknown client id; 403 when `domain` is not one of the site\'s domains. A restricted client gets `display: "not_allowed"` with message `Client restricted` and no popups.',
    request: ZDisplayRequest,
    response: ZDisplayResponse,
  },
  {
    method: 'POST',
    path: '/api/display/viewed/{poptin_id}',
    encoding: 'application/json',
    summary:
      "Records a view. `event_id` (Hookline's addition) makes a retried view stored once; the retry answers the same id.",
    request: ZViewedRequest,
    response: ZViewedResponse,
  },
  {
    method: 'POST',
    path: '/api/display/conversion/{viewer_id}',
    encoding: 'application/x-www-form-urlencoded',
    summary:
      "Records a lead: the conversion payload of spec section 3. Every key not listed below is a form value (a single string). `newExtraFields` is a JSON list of the custom fields answered (`{id, type, name, placeholder, value}`, at most 100); each answer is stored with the lead's form values under the field's name, or `{type}_{n}` when that name is empty or taken. `conversion_key` (Hookline's addition, client-generated) makes a retried conversion stored once, answering the same `conversion_id`. `visitor_id` (ours) is the pixel's anonymous visitor id (`poptin_user_id`): a shop order from the same browser is attributed to the popup. A popup whose coupon has \"Unique code per lead\" (`design_properties.coupon.unique`) answers `coupon_code`: a single-use shop coupon made for this conversion (`{PREFIX}-{8 characters}`), stored before the answer is sent, the same code on every retry of the conversion; the visitor script shows it where a coupon block's code is `{{coupon_code}}`.",
    request: ZConversionRequest,
    response: ZConversionResponse,
  },
  {
    method: 'POST',
    path: '/api/display/closed/{popup id}',
    encoding: 'application/json',
    summary: 'Records a close with its reason.',
    request: ZClosedRequest,
    responseNote: '`{"success": true}` (not read by the script)',
  },
  {
    method: 'POST',
    path: '/api/display/click/{popup id}',
    encoding: 'application/json',
    summary:
      "A click-triggered popup (link with `click/{popup id}`, element with a popup attribute) asks for its record. Only an active popup of the client is answered; 403 when `domain` is not the site's.",
    request: ZClickRequest,
    response: ZClickResponse,
  },
  {
    method: 'GET',
    path: '/api/display/click/{poptin_id}',
    encoding: '-',
    summary:
      'Popup-to-popup launch and manual triggers: the same answer as the POST, with the page known by its `Origin` header (403 for a foreign origin).',
    response: ZClickResponse,
  },
  {
    method: 'POST',
    path: '/api/display/total-website-session/{client_id}',
    encoding: 'application/json',
    summary: "Records the visitor's site-wide session (`url` is the page's host).",
    request: ZWebsiteSessionRequest,
    responseNote: '`{"success": true}`',
  },
  {
    method: 'POST',
    path: '/api/display/conversion-activities/{client_id}',
    encoding: 'application/json',
    summary: "Records a known (converted) visitor's activity on a popup: viewed or closed.",
    request: ZConversionActivityRequest,
    responseNote: '`{"success": true}`',
  },
  {
    method: 'GET',
    path: '/api/display/limitLogs/{client id}?status=&id=',
    encoding: 'query string',
    summary:
      "Logs the site owner's answer to the upgrade or remind-me popup. 409 for a client without a plan limit.",
    request: ZLimitLogQuery,
    responseNote: '`{"success": true}` (only logged by the script)',
  },
  {
    method: 'POST',
    path: '/api/display/shopify/product-recommendation/{poptin_id}',
    encoding: 'application/json',
    summary:
      "The products of the popup's product block for this visitor, chosen by `category` from the products the site owner listed (`product_ids`: the cart's product ids for `product_in_cart`, the viewed ones for `last_visited`), in Shopify's product JSON. 404 for a popup without a product block.",
    request: ZProductRecommendationRequest,
    response: ZProductRecommendationResponse,
  },
  {
    method: 'POST',
    path: '/wix/save-ordered-products',
    encoding: 'application/json',
    summary:
      "Stores the products a Wix store's known member browsed (`browse_abandonment`) or ordered, one row per product, for the site owner. 404 for an unknown client id; 403 from a page that is not one of the site's.",
    request: ZWixSaveProductsRequest,
    responseNote: '`{"success": true}` (not read by the script)',
  },
  {
    method: 'GET',
    path: '/healthz',
    encoding: '-',
    summary: '200 `{"ok": true, "database": "pglite" | "postgres"}` while the database answers, else 503.',
  },
];

const schemaBlock = (schema: z.ZodType) =>
  [
    '```json',
    JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2),
    '```',
  ].join('\n');

export function renderApiDocs(): string {
  const parts = [
    '# Display API reference',
    '',
    '<!-- Generated by `npm run docs:api` from packages/schema; a test fails when this file is stale. -->',
    '',
    'The public API the visitor script calls (spec `popup-service.md` section 7; field names unchanged). Every endpoint answers CORS for any origin, limits body size (16 KB for JSON events, 64 KB for form bodies) and requests per client id and IP, and validates every input: a refused request gets a 4xx and `{"error": code, "message": text}`, and writes nothing.',
    '',
    '| status | when |',
    '|---|---|',
    '| 400 | a malformed body, a field failing its schema, an unknown field (display), a repeated form key |',
    "| 403 | the page's domain is not registered for the client id |",
    '| 404 | an unknown client id, popup id or viewer id, or one that belongs to another client |',
    '| 413 | a body over the size limit |',
    '| 415 | a content type other than the one the endpoint takes |',
    '| 429 | too many requests from one IP for one client id |',
    '',
  ];
  for (const e of endpoints) {
    parts.push(`## ${e.method} ${e.path}`, '', e.summary, '', `Body: \`${e.encoding}\``, '');
    if (e.request) parts.push('Request schema:', '', schemaBlock(e.request), '');
    if (e.response) parts.push('Response schema:', '', schemaBlock(e.response), '');
    if (e.responseNote) parts.push(`Response: ${e.responseNote}`, '');
  }
  return parts.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(fileURLToPath(new URL('../docs/api.md', import.meta.url)), renderApiDocs());
}
