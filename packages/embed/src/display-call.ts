import type { StoreCallFields } from './store/adapter.ts';
import type { TDisplayRequest } from '@hookline/schema';
import type { LoaderEnv } from './env.ts';
import { readDisplayAnswer, type DisplayAnswer } from './display-response.ts';
import type { PageContext } from './page/page-context.ts';
import type { PixelInstall } from './script-tag.ts';

const MAX_URL = 4000;
const MAX_SHORT = 500;

/** Cuts a value to the length the display API accepts (spec section 7 fields are size-limited). */
export const clip = (value: string, max: number): string =>
  value.length > max ? value.slice(0, max) : value;

/** What the display call carries besides the page facts. */
export interface DisplayCallExtras {
  /** The A/B variants the visitor saw (`poptin_ab`): parent popup id -> variant id. */
  abVariants: Record<string, string>;
  /** Milliseconds on the site in this visit (the site-wide timer). */
  siteMs: number;
  /** `ppt-preview`: the popup to preview, or null. */
  previewId: string | null;
  /** Popup ids of the embedded-popup placeholders on the page. */
  embeddedIds: string[];
  /** The store's cart fields, when the page is a store's. */
  cart?: StoreCallFields;
}

type Fields = Partial<Record<keyof TDisplayRequest, string>>;

/** Drops empty values: the API reads an absent field as unknown. */
export function withoutEmpty<T extends Record<string, string | undefined>>(fields: T): T {
  for (const key of Object.keys(fields)) if (!fields[key]) delete fields[key];
  return fields;
}

/**
 * The page and visitor fields shared by the display call and the click call (spec section 7):
 * `cookies` is JSON of the visitor id and seen A/B variants, as the server's A/B tests read it;
 * `triggers` is JSON of the visitor's trigger state (page views in the session, visit number,
 * seconds on the site).
 */
export function visitorFields(
  page: PageContext,
  extras: Omit<DisplayCallExtras, 'previewId' | 'embeddedIds' | 'cart'>,
) {
  return {
    domain: clip(page.domain, 253),
    referrer: clip(page.referrer, MAX_URL),
    previous_url: clip(page.previousUrl, MAX_URL),
    cookies: clip(JSON.stringify({ poptin_user_id: page.userId, poptin_ab: extras.abVariants }), 8000),
    triggers: JSON.stringify({
      page_views: page.pageViews,
      visit: page.visit,
      site_seconds: Math.floor(extras.siteMs / 1000),
    }),
    if_mobile: page.isMobile ? '1' : '0',
    page_title: clip(page.title, MAX_SHORT),
    origin_landing_page: clip(page.originLandingPage, MAX_URL),
    cancel_visitor_count: page.cancelVisitorCount ? '1' : '0',
    ...page.visitedPages,
    store_integration: page.storeIntegration,
    store_integration_customer_id: clip(page.storeCustomerId, MAX_SHORT),
  };
}

/**
 * The form fields of the display call (spec section 7). Only keys the API's strict schema
 * accepts; empty values are left out.
 */
export function displayRequestFields(page: PageContext, extras: DisplayCallExtras): Fields {
  return withoutEmpty({
    ...visitorFields(page, extras),
    cc: page.countryCode,
    poptin_forms_id: clip(extras.embeddedIds.join(','), 2000),
    if_page_refreshed: page.pageRefreshed ? '1' : '0',
    poptin_viewed_url: clip(page.url, MAX_URL),
    preview_poptin_id: extras.previewId ?? '',
    converted_email: clip(page.convertedEmail, 320),
    ...extras.cart,
  } satisfies Fields);
}

/** A display call that did not give a usable answer; the message is for the console. */
export class DisplayCallError extends Error {}

/**
 * Asks the display API which popups this page may show. Resolves to the answer, or rejects with a
 * `DisplayCallError` explaining what went wrong (network, refusal, unreadable answer).
 */
export async function requestDisplay(
  env: LoaderEnv,
  install: PixelInstall,
  fields: Fields,
): Promise<DisplayAnswer> {
  let response: Response;
  try {
    response = await env.fetch(`${install.host}/api/display/${install.clientId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields as Record<string, string>).toString(),
      credentials: 'omit',
    });
  } catch (error) {
    throw new DisplayCallError(`display call failed: ${String(error)}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message =
      typeof (body as { message?: unknown })?.message === 'string'
        ? (body as { message: string }).message
        : '';
    throw new DisplayCallError(`display call refused (${response.status})${message ? `: ${message}` : ''}`);
  }
  const answer = readDisplayAnswer(body);
  if (!answer) throw new DisplayCallError('display response is not readable');
  return answer;
}
