import { customerDisplayRecords, type Db } from '@hookline/db';
import type { TDisplayRequest, TDisplayResponse, TPopupRecord } from '@hookline/schema';
import { HttpError, notFound } from '../http/errors.ts';
import type { CachedSite, SiteCache } from './site-cache.ts';
import type { PixelSightings } from './pixel-sightings.ts';
import { domainAllowed } from './domain.ts';
import { planDecision } from './plan-limits.ts';
import { chooseVariants, parseVisitorCookies } from './ab-test.ts';
import { toPopupRecord } from './popup-record.ts';
import type { VisitorOrigin } from './visitor-origin.ts';
import { popupsTargetedAtVisitor } from './targeting.ts';
import { absoluteMediaUrls } from '../media/absolute-media-urls.ts';
import { previewedPopup } from './site-preview.ts';

/** What a display call is decided from, whichever transport carried it. */
export interface DisplayCall {
  clientId: string;
  body: TDisplayRequest;
  origin: VisitorOrigin;
  now: Date;
  /** A/B choice for visitors without a variant yet. */
  random: () => number;
  /** This server's origin as the visitor script reached it (asked only when a popup has an uploaded image). */
  serverOrigin: () => string;
}

export interface DisplayDeps {
  sites: SiteCache;
  db: Db;
  /** The install check: told of every call from one of the site's domains. */
  sightings?: PixelSightings;
}

/** A display answer: its envelope, and its popup records as the JSON array's bytes. */
export interface DisplayAnswer {
  envelope: Omit<TDisplayResponse, 'poptins'>;
  poptins: Buffer;
  /**
   * Set when the envelope is the site's plain one (allowed, no customer, no Wix cart): its bytes are
   * then the site's prepared answer with the visitor's fields written in (display-answer.ts).
   */
  site?: CachedSite;
}

/**
 * Decides a display call (spec section 7): the site, its domain check, the previewed popup or the
 * plan's verdict, then each A/B test's variant for this visitor. Throws an HttpError for a refusal
 * (404 unknown client or previewed popup, 403 domain not the site's).
 */
export async function decideDisplay(call: DisplayCall, deps: DisplayDeps): Promise<DisplayAnswer> {
  const site = await deps.sites.site(call.clientId);
  if (!site) throw notFound(`Client id ${call.clientId}`);
  return decideForSite(call, site, deps) ?? (await decideWithDatabase(call, site, deps));
}

/**
 * `decideDisplay` for a site already in hand, when the answer needs no database (nearly every call:
 * not a preview, not a logged-in shop customer): synchronous, so the lean path answers in the same
 * turn it read the body. Null when the database is needed; throws the 403 of a foreign domain.
 */
export function decideForSite(call: DisplayCall, site: CachedSite, deps: DisplayDeps): DisplayAnswer | null {
  const { body } = call;
  if (!allowedOn(site.domains, body.domain)) {
    throw new HttpError(
      403,
      'domain_not_allowed',
      `The pixel of ${call.clientId} is not installed for ${body.domain}`,
    );
  }
  if (body.preview_poptin_id || customerIdOf(body)) return null;
  deps.sightings?.seen(site.siteId, body.domain, call.now);
  return refusalOf(call, site) ?? listFor(call, site, null);
}

/** The calls that need the database: a preview, or a logged-in customer of the Hookline shop. */
async function decideWithDatabase(
  call: DisplayCall,
  site: CachedSite,
  deps: DisplayDeps,
): Promise<DisplayAnswer> {
  const { clientId, body } = call;
  deps.sightings?.seen(site.siteId, body.domain, call.now);
  if (body.preview_poptin_id) {
    // The owner previews one popup, paused or active: only that one, whatever the plan or the tests.
    const found = await previewedPopup(deps.db, clientId, body.preview_poptin_id, call.now);
    // A "Preview on my site" link that no longer works: the visitor script shows why.
    if (typeof found === 'string') return { envelope: envelopeOf(call, site, false, found), poptins: NONE };
    if (!found) throw notFound(`Popup ${body.preview_poptin_id} of client ${clientId}`);
    const record = toPopupRecord(found.popup, found.account, new Map());
    return {
      envelope: envelopeOf(call, site, true, '', null, record.lang),
      poptins: withMediaUrls(Buffer.from(`[${JSON.stringify(record)}]`), call.serverOrigin),
    };
  }
  const refusal = refusalOf(call, site);
  if (refusal) return refusal;
  return listFor(call, site, await customerOf(call, site, deps.db));
}

/** The envelope in the wire's key order; a restriction setting marks a restricted client. */
const envelopeOf = (
  { origin }: DisplayCall,
  site: CachedSite,
  display: TDisplayResponse['display'],
  message = '',
  restriction: TDisplayResponse['client_restriction_setting'] = null,
  lang = site.popups[0]?.lang ?? 'en',
): DisplayAnswer['envelope'] => ({
  // One literal: spreading a base object cost more than the rest of the decision.
  is_client_restriction: restriction !== null,
  client_restriction_setting: restriction,
  if_freemium: site.isFreemium,
  country: origin.country,
  country_code: origin.countryCode,
  cc: origin.countryCode,
  ip: origin.ip,
  lang,
  display,
  message,
});

/** A Wix store's cart goes back as the display response's `wix_cart_details` (spec section 3). */
const wixCartOf = ({ body }: DisplayCall) =>
  body.store_integration === 'wix' && body.wix_cart_details ? body.wix_cart_details : null;

/** The plan's refusal when the client may show no popups now, or null. */
function refusalOf(call: DisplayCall, site: CachedSite): DisplayAnswer | null {
  const plan = planDecision(site.plan, call.now);
  if (plan.allowed) return null;
  const refusal = envelopeOf(call, site, 'not_allowed', plan.message, plan.setting);
  const wix = wixCartOf(call);
  if (wix) refusal.wix_cart_details = wix;
  return { envelope: refusal, poptins: NONE };
}

/** Server-side targeting (country, schedules in the site's time, the shop customer's role) after each test's variant is chosen. */
function listFor(
  call: DisplayCall,
  site: CachedSite,
  customer: NonNullable<TDisplayResponse['customer']> | null,
): DisplayAnswer {
  const wix = wixCartOf(call);
  const poptins = popupsTargetedAtVisitor(
    chooseVariants(site.popups, parseVisitorCookies(call.body.cookies), call.random),
    site,
    call.origin,
    call.now.getTime(),
    customer?.role ?? 'guest',
  );
  const list = recordsOf(site, poptins, call.serverOrigin);
  if (!customer && !wix) return { envelope: envelopeOf(call, site, poptins.length > 0), poptins: list, site };
  const answer = envelopeOf(call, site, poptins.length > 0);
  if (customer) answer.customer = customer;
  if (wix) answer.wix_cart_details = wix;
  return { envelope: answer, poptins: list };
}

/** The customer id a display call names, when it is a logged-in customer of the Hookline shop. */
const customerIdOf = (body: TDisplayRequest) =>
  body.store_integration === 'hookline' ? body.store_integration_customer_id : undefined;

/**
 * A logged-in customer of the Hookline shop (`store_integration` `hookline` with a customer id that
 * names a customer): counts this page and answers the customer's records from every device, or
 * null for a guest. Only then does the display call touch the database.
 */
async function customerOf(
  call: DisplayCall,
  site: CachedSite,
  db: Db,
): Promise<NonNullable<TDisplayResponse['customer']> | null> {
  const customerId = customerIdOf(call.body);
  if (!customerId) return null;
  const ids = site.popups.map((popup) => popup.poptin_id);
  // One round trip: the role, this page counted, and the shows since its session began.
  const records = await customerDisplayRecords(db, site.siteId, customerId, ids, call.now);
  if (!records) return null;
  const { role, visit, shows } = records;
  return { role, page_views: visit.pageViews, sessions: visit.sessions, shows: Object.fromEntries(shows) };
}

const MEDIA_PATH = Buffer.from('"/media/');

/**
 * Uploaded images' paths made absolute on this server (popups render on other sites' pages). Only
 * lists that hold one are decoded and rewritten; the others are sent as encoded.
 */
function withMediaUrls(list: Buffer, serverOrigin: () => string): Buffer {
  return list.includes(MEDIA_PATH) ? Buffer.from(absoluteMediaUrls(list.toString(), serverOrigin)) : list;
}

/** An empty popup list (shared by every site: its answers' tails are kept by site). */
export const NONE = Buffer.from('[]');

/** A popup list encoded once: its bytes, and whether they name an uploaded image. */
interface EncodedList {
  bytes: Buffer;
  hasMedia: boolean;
  /** The bytes with absolute media addresses, by server origin (a server is reached under a few). */
  byOrigin?: Map<string, Buffer>;
}

/** Encoded popup lists by site, then by the popups chosen (A/B tests make a few lists per site). */
const encoded = new WeakMap<CachedSite, Map<string, EncodedList>>();
const MAX_LISTS_PER_SITE = 64;
const MAX_ORIGINS_PER_LIST = 8;

/**
 * The JSON array of `poptins`, as bytes, with media addresses made absolute. A site answers the
 * same list to nearly every visitor, and with 50 popups joining and encoding its 50 KB on every call
 * cost more than anything else, so each list is encoded once, from the records serialised when the
 * site entered the cache, and searched for media paths once.
 */
function recordsOf(site: CachedSite, poptins: readonly TPopupRecord[], serverOrigin: () => string): Buffer {
  let lists = encoded.get(site);
  if (!lists) encoded.set(site, (lists = new Map()));
  // Choosing variants and targeting only drop popups, in order: a list as long as the site's is all of it.
  const key = poptins.length === site.popups.length ? '*' : poptins.map((popup) => popup.poptin_id).join(',');
  let list = lists.get(key);
  if (!list) {
    const records = poptins.map((popup) => site.popupJson.get(popup.poptin_id) ?? JSON.stringify(popup));
    const bytes = Buffer.from(`[${records.join(',')}]`);
    list = { bytes, hasMedia: bytes.includes(MEDIA_PATH) };
    if (lists.size >= MAX_LISTS_PER_SITE) lists.clear();
    lists.set(key, list);
  }
  if (!list.hasMedia) return list.bytes;
  const origin = serverOrigin();
  list.byOrigin ??= new Map();
  let absolute = list.byOrigin.get(origin);
  if (!absolute) {
    absolute = Buffer.from(absoluteMediaUrls(list.bytes.toString(), () => origin));
    if (list.byOrigin.size >= MAX_ORIGINS_PER_LIST) list.byOrigin.clear();
    list.byOrigin.set(origin, absolute);
  }
  return absolute;
}

/** Domain verdicts by a site's domain list (a new list when the site reloads): a pixel runs on a few hosts. */
const verdicts = new WeakMap<readonly string[], Map<string, boolean>>();
const MAX_HOSTS_PER_SITE = 256;

/** `domainAllowed`, remembered per site and host: the check's normalising is costly on every call. */
function allowedOn(domains: readonly string[], host: string): boolean {
  let known = verdicts.get(domains);
  if (!known) verdicts.set(domains, (known = new Map()));
  let allowed = known.get(host);
  if (allowed === undefined) {
    allowed = domainAllowed(domains, host);
    if (known.size >= MAX_HOSTS_PER_SITE) known.clear();
    known.set(host, allowed);
  }
  return allowed;
}
