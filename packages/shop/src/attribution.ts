/**
 * Order attribution (spec sections 3, 7 and 9), in the manner of sourcebuster.js, which
 * WooCommerce uses: cookies remember where the visitor came from (current and first source, this
 * session's pages, visit count, a promo code) and the checkout copies them into hidden inputs,
 * which the server reads back from the order. Pure: cookies come in as a map and go out as writes;
 * the caller gives the page, referrer and now (the browser's part is in packages/shop-render).
 */

export const ATTRIBUTION_COOKIES = {
  current: 'sbjs_current',
  currentAdd: 'sbjs_current_add',
  first: 'sbjs_first',
  firstAdd: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  migrations: 'sbjs_migrations',
  promo: 'sbjs_promo',
} as const;

export const DEFAULT_LIFETIME_MONTHS = 6;
export const DEFAULT_SESSION_MINUTES = 30;
const SEARCH_ENGINES = ['google', 'yahoo', 'bing', 'yandex', 'baidu', 'duckduckgo'];
const NONE = '(none)';

/** Lifetime (minutes = 30 days × months) and session length; invalid inputs fall back to the defaults. */
export function attributionSettings(lifetimeMonths: unknown, sessionMinutes: unknown) {
  const valid = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;
  const months = valid(lifetimeMonths) ? (lifetimeMonths as number) : DEFAULT_LIFETIME_MONTHS;
  const session = valid(sessionMinutes) ? (sessionMinutes as number) : DEFAULT_SESSION_MINUTES;
  return { lifetimeMinutes: months * 30 * 24 * 60, sessionMinutes: session };
}

/** `typ=utm|||src=google` <-> {typ: 'utm', src: 'google'}. */
export const encode = (data: Record<string, string>) =>
  Object.entries(data)
    .map(([k, v]) => `${k}=${v.replace(/\|\|\|/g, '')}`)
    .join('|||');
export const decode = (value: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (value ?? '')
      .split('|||')
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );

/** Where this page view came from, or null when it carries no new source (an internal or direct hit). */
export function trafficSource(
  page: URL,
  referrer: string,
  sessionAlive: boolean,
): Record<string, string> | null {
  const q = page.searchParams;
  if (q.has('utm_source') || q.has('utm_medium') || q.has('utm_campaign')) {
    const p = (name: string) => q.get(name) || NONE;
    return {
      typ: 'utm',
      src: p('utm_source'),
      mdm: p('utm_medium'),
      cmp: p('utm_campaign'),
      cnt: p('utm_content'),
      trm: p('utm_term'),
      id: p('utm_id'),
      plt: p('utm_source_platform'),
      fmt: p('utm_creative_format'),
      tct: p('utm_marketing_tactic'),
    };
  }
  let ref: URL | null = null;
  try {
    ref = referrer ? new URL(referrer) : null;
  } catch {
    ref = null;
  }
  if (!ref || ref.host === page.host)
    return sessionAlive ? null : { typ: 'typein', src: '(direct)', mdm: NONE };
  const engine = SEARCH_ENGINES.find((e) => ref!.hostname.split('.').includes(e));
  if (engine) return { typ: 'organic', src: engine, mdm: 'organic' };
  if (sessionAlive) return null;
  return { typ: 'referral', src: ref.hostname.replace(/^www\./, ''), mdm: 'referral' };
}

export interface CookieWrite {
  name: string;
  value: string;
  maxAgeMinutes: number;
}

/** The cookie writes for one page view. */
export function trackPageView(
  cookies: Record<string, string>,
  visit: { url: URL; referrer: string; now: Date; userAgent: string; random: () => number },
  settings: { lifetimeMinutes: number; sessionMinutes: number },
): CookieWrite[] {
  const life = (name: string, value: string) => ({ name, value, maxAgeMinutes: settings.lifetimeMinutes });
  const sessionAlive = !!cookies[ATTRIBUTION_COOKIES.session];
  const writes: CookieWrite[] = [];
  const when = visit.now.toISOString().replace('T', ' ').slice(0, 19);
  let source = trafficSource(visit.url, visit.referrer, sessionAlive);
  // A direct hit never replaces a known source (last non-direct click).
  if (source?.typ === 'typein' && cookies[ATTRIBUTION_COOKIES.current]) source = null;
  if (source) {
    const add = encode({ fd: when, ep: visit.url.href, rf: visit.referrer || NONE });
    writes.push(life(ATTRIBUTION_COOKIES.current, encode(source)), life(ATTRIBUTION_COOKIES.currentAdd, add));
    if (!cookies[ATTRIBUTION_COOKIES.first])
      writes.push(life(ATTRIBUTION_COOKIES.first, encode(source)), life(ATTRIBUTION_COOKIES.firstAdd, add));
  }
  const udata = decode(cookies[ATTRIBUTION_COOKIES.udata]);
  const visits = Number(udata.vst) || 0;
  writes.push(
    life(
      ATTRIBUTION_COOKIES.udata,
      encode({
        vst: String(sessionAlive ? Math.max(visits, 1) : visits + 1),
        uip: NONE,
        uag: visit.userAgent,
      }),
    ),
  );
  const session = decode(cookies[ATTRIBUTION_COOKIES.session]);
  const pages = sessionAlive ? (Number(session.pgs) || 0) + 1 : 1;
  writes.push({
    name: ATTRIBUTION_COOKIES.session,
    value: encode({ pgs: String(pages), cpg: visit.url.href }),
    maxAgeMinutes: settings.sessionMinutes,
  });
  if (!cookies[ATTRIBUTION_COOKIES.promo])
    writes.push(
      life(ATTRIBUTION_COOKIES.promo, encode({ code: String(100000 + Math.floor(visit.random() * 900000)) })),
    );
  if (!cookies[ATTRIBUTION_COOKIES.migrations])
    writes.push(life(ATTRIBUTION_COOKIES.migrations, '1418474375998=1'));
  return writes;
}

/** The checkout's hidden attribution inputs (names without the configured prefix). */
export function checkoutFields(cookies: Record<string, string>): Record<string, string> {
  const current = decode(cookies[ATTRIBUTION_COOKIES.current]);
  const add = decode(cookies[ATTRIBUTION_COOKIES.currentAdd]);
  const session = decode(cookies[ATTRIBUTION_COOKIES.session]);
  const udata = decode(cookies[ATTRIBUTION_COOKIES.udata]);
  return {
    source_type: current.typ ?? '',
    referrer: add.rf && add.rf !== NONE ? add.rf : '',
    utm_campaign: current.cmp ?? '',
    utm_source: current.src ?? '',
    utm_medium: current.mdm ?? '',
    utm_content: current.cnt ?? '',
    utm_id: current.id ?? '',
    utm_term: current.trm ?? '',
    utm_source_platform: current.plt ?? '',
    utm_creative_format: current.fmt ?? '',
    utm_marketing_tactic: current.tct ?? '',
    session_entry: add.ep ?? '',
    session_start_time: add.fd ?? '',
    session_pages: session.pgs ?? '',
    session_count: udata.vst ?? '',
    user_agent: udata.uag ?? '',
  };
}

/** The attribution inputs the checkout sends and the order stores, without their prefix (spec section 3). */
export const ATTRIBUTION_FIELDS = Object.keys(checkoutFields({}));

/** The non-empty attribution inputs of a checkout body, prefix removed, each cut to 1000 characters. */
export function checkoutAttribution(body: Record<string, unknown>, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const key of ATTRIBUTION_FIELDS) {
    const value = body[`${prefix}${key}`];
    if (typeof value === 'string' && value.trim() !== '') found[key] = value.trim().slice(0, 1000);
  }
  return found;
}
