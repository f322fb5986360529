import {
  ATTRIBUTION_COOKIES,
  attributionSettings,
  checkoutFields,
  trackPageView,
  type ShopConfig,
} from '@hookline/shop';
import { parseStoredValue, parseUserId } from '@hookline/rules';

/** The checkout's hidden input carrying the Hookline pixel's anonymous visitor id (popup attribution). */
export const VISITOR_ID_INPUT = 'hookline_visitor_id';

/** The page's cookies as a map. */
export function readCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
      }),
  );
}

/** Removes every attribution cookie (tracking not allowed). */
export function clearAttributionCookies(): void {
  for (const name of Object.values(ATTRIBUTION_COOKIES))
    document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}

/** Records this page view in the attribution cookies, or clears them when tracking is not allowed. */
export function trackAttribution(config: ShopConfig['attribution'], allowed: boolean): void {
  if (!allowed) {
    clearAttributionCookies();
    return;
  }
  const settings = attributionSettings(config.lifetimeMonths, config.sessionMinutes);
  const writes = trackPageView(
    readCookies(),
    {
      url: new URL(window.location.href),
      referrer: document.referrer,
      now: new Date(),
      userAgent: navigator.userAgent,
      random: Math.random,
    },
    settings,
  );
  for (const write of writes) {
    document.cookie = `${write.name}=${encodeURIComponent(write.value)}; path=/; max-age=${write.maxAgeMinutes * 60}; samesite=lax`;
  }
}

/** The hidden checkout inputs' values, named with the configured prefix; none when tracking is off. */
export function attributionInputs(prefix: string, allowed: boolean): Record<string, string> {
  if (!allowed) return {};
  const fields = checkoutFields(readCookies());
  const inputs = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [`${prefix}${name}`, value]),
  );
  return { ...inputs, [VISITOR_ID_INPUT]: pixelVisitorId() ?? '' };
}

/** The id the Hookline pixel keeps for this browser (`poptin_user_id` in local storage), or null. */
function pixelVisitorId(): string | null {
  try {
    return parseUserId(parseStoredValue(window.localStorage.getItem('poptin_user_id'), Date.now()));
  } catch {
    return null; // storage refused
  }
}

/** Tracking consent: the shop's setting, overridden by the visitor's choice kept in localStorage. */
const CONSENT_KEY = 'hl_attribution_allowed';
export function trackingAllowed(config: ShopConfig['attribution']): boolean {
  try {
    const choice = window.localStorage.getItem(CONSENT_KEY);
    if (choice === 'no') return false;
    if (choice === 'yes') return true;
  } catch {
    // storage blocked: fall back to the shop's setting
  }
  return config.allowTracking;
}

/** Records the visitor's choice; a 'no' clears the cookies at once. */
export function setTrackingAllowed(allowed: boolean): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, allowed ? 'yes' : 'no');
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  if (!allowed) clearAttributionCookies();
}
