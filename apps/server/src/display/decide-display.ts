import { loadSitePopup, type Db } from '@hookline/db';
import type { TDisplayRequest, TDisplayResponse } from '@hookline/schema';
import { HttpError, notFound } from '../http/errors.ts';
import type { SiteCache } from './site-cache.ts';
import { domainAllowed } from './domain.ts';
import { planDecision } from './plan-limits.ts';
import { chooseVariants, parseVisitorCookies } from './ab-test.ts';
import { toPopupRecord } from './popup-record.ts';
import type { VisitorOrigin } from './visitor-origin.ts';

/** What a display call is decided from, whichever transport carried it. */
export interface DisplayCall {
  clientId: string;
  body: TDisplayRequest;
  origin: VisitorOrigin;
  now: Date;
  /** A/B choice for visitors without a variant yet. */
  random: () => number;
}

export interface DisplayDeps {
  sites: SiteCache;
  db: Db;
}

/** A display answer: its envelope and its popup records, already serialised. */
export interface DisplayAnswer {
  envelope: Omit<TDisplayResponse, 'poptins'>;
  records: string[];
}

/**
 * Decides a display call (spec section 7): the site, its domain check, the previewed popup or the
 * plan's verdict, then each A/B test's variant for this visitor. Throws an HttpError for a refusal
 * (404 unknown client or previewed popup, 403 domain not the site's).
 */
export async function decideDisplay(call: DisplayCall, deps: DisplayDeps): Promise<DisplayAnswer> {
  const { clientId, body, origin } = call;
  const site = await deps.sites.site(clientId);
  if (!site) throw notFound(`Client id ${clientId}`);
  if (!domainAllowed(site.domains, body.domain)) {
    throw new HttpError(
      403,
      'domain_not_allowed',
      `The pixel of ${clientId} is not installed for ${body.domain}`,
    );
  }
  const base: Omit<TDisplayResponse, 'display' | 'message' | 'poptins'> = {
    is_client_restriction: false,
    client_restriction_setting: null,
    if_freemium: site.isFreemium,
    country: origin.country,
    country_code: origin.countryCode,
    cc: origin.countryCode,
    ip: origin.ip,
    lang: site.popups[0]?.lang ?? 'en',
  };
  if (body.preview_poptin_id) {
    // The owner previews one popup, paused or active: only that one, whatever the plan or the tests.
    const found = await loadSitePopup(deps.db, clientId, body.preview_poptin_id);
    if (!found) throw notFound(`Popup ${body.preview_poptin_id} of client ${clientId}`);
    const record = toPopupRecord(found.popup, found.account, new Map());
    return {
      envelope: { ...base, lang: record.lang, display: true, message: '' },
      records: [JSON.stringify(record)],
    };
  }
  const plan = planDecision(site.plan, call.now);
  if (!plan.allowed) {
    return {
      envelope: {
        ...base,
        display: 'not_allowed',
        message: plan.message,
        is_client_restriction: true,
        client_restriction_setting: plan.setting,
      },
      records: [],
    };
  }
  const poptins = chooseVariants(site.popups, parseVisitorCookies(body.cookies), call.random);
  return {
    envelope: { ...base, display: poptins.length > 0, message: '' },
    // The popup records were serialised when the site entered the cache; only the envelope is new.
    records: poptins.map((popup) => site.popupJson.get(popup.poptin_id) ?? JSON.stringify(popup)),
  };
}

/** The answer's JSON text: the envelope's keys, then `poptins`. */
export const displayAnswerJson = ({ envelope, records }: DisplayAnswer) =>
  `${JSON.stringify(envelope).slice(0, -1)},"poptins":[${records.join(',')}]}`;
