/**
 * The visitor-side storage keys (spec sections 3 and 9), in one place. Local storage holds each
 * with its expiry (`{"v": value, "e": expires at}`, lifetimes in `STORAGE_LIFETIMES_MS` of
 * @hookline/rules); session storage holds the browsing session's page facts. See the README's table.
 */
/** Keys the targeting runtime writes too, exported one by one so that its chunk takes only these. */
export const AB_VARIANTS_KEY = 'poptin_ab';
/**
 * "Preview on my site" (issue 26): the link's query parameter (the dashboard's one-time token), and
 * the session storage key the tab keeps its preview under (the token and this browser's key).
 */
export const SITE_PREVIEW_KEY = 'hookline_preview';
export const CONVERTED_EMAIL_KEY = 'poptin_converted_email';
export const PAGES_FIRED_KEY = 'poptin_pages_fired';
/** Shopify product ids the visitor viewed, newest first, at most 3 (the Shopify adapter writes, product blocks read). */
export const RECENTLY_VIEWED_KEY = 'poptin_recently_viewed_products';
/** The Wix cart's id (the Wix adapter writes it once the site's cart call names it, and sends it while a page's cart read is pending or fails). */
export const WIX_CART_ID_KEY = 'poptin_wix_cart_id';

export const KEYS = {
  userId: 'poptin_user_id',
  session: 'poptin_session',
  visits: 'poptin_visits',
  lastVisit: 'poptin_last_visit',
  countedVisitor: 'poptin_c_visitor',
  oldUser: 'poptin_old_user',
  referrer: 'poptin_referrer',
  visitPages: 'poptin_previous_visited_pages',
  allPages: 'poptin_all_visited_pages',
  abVariants: AB_VARIANTS_KEY,
  convertedEmail: CONVERTED_EMAIL_KEY,
  ip: 'poptin_user_ip',
  countryCode: 'poptin_user_country',
  // Session storage.
  pageViews: 'poptin_page_views',
  originLandingPage: 'poptin_origin_landing_page',
  viewedUrl: 'poptin_viewed_url',
  pagesFired: PAGES_FIRED_KEY,
} as const;

/** Per-account and per-popup keys. */
export const siteTimeKey = (clientId: string) => `poptin_session_time_${clientId}`;
export const displayedKey = (popupId: string) => `poptin_displayed_${popupId}`;
export const closedKey = (popupId: string) => `poptin_closed_${popupId}`;
export const conversionKey = (popupId: string) => `poptin_conversion_${popupId}`;
export const frequencyKey = (popupId: string) => `poptin_frequency_${popupId}`;
/** "Don't show this again" was pressed on a page-builder popup: it never shows again in this browser. */
export const doNotShowAgainKey = (popupId: string) => `hookline_dont_show_${popupId}`;
/** The `max_shows` counter (day, week, month or overall), written by the filters chunk only. */
export const showsKey = (popupId: string) => `poptin_shows_${popupId}`;
