export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * How long each visitor-side value lives (spec sections 3 and 9). Values are kept in the host
 * page's local storage with their expiry time; see packages/embed/README.md for the key names.
 */
export const STORAGE_LIFETIMES_MS = {
  /** `poptin_user_id`, `poptin_conversion_{id}`, ip and country, visit counters, last visit. */
  year: 365 * DAY_MS,
  /** `poptin_c_visitor`: the visitor was counted this month. */
  countedVisitor: 30 * DAY_MS,
  /** `poptin_old_user`: a returning visitor. */
  oldUser: 2 * DAY_MS,
  /** Displayed and closed-by-X markers. */
  marker: DAY_MS,
  /** `poptin_session`: one visit, extended by every page view. */
  session: 30 * MINUTE_MS,
  /** The referrer the visit came from: 0.00139 day, refreshed every 60 s while the visitor stays. */
  referrer: Math.round(0.00139 * DAY_MS),
  /** The site-wide timer: 60 s, refreshed every 20 s. */
  siteTimer: MINUTE_MS,
} as const;

/** Spec section 9: the referrer is refreshed every 60 s, the site timer every 20 s. */
export const REFERRER_REFRESH_MS = MINUTE_MS;
export const SITE_TIMER_REFRESH_MS = 20_000;

/** A stored value with its expiry: `{"v": value, "e": expires at}`. */
export function storedValue(value: string, now: number, lifetimeMs: number): string {
  return JSON.stringify({ v: value, e: now + lifetimeMs });
}

/**
 * Reads a value written by {@link storedValue}; null when absent, expired or not of that shape
 * (the host page, another script or the visitor may have written anything there).
 */
export function parseStoredValue(raw: string | null, now: number): string | null {
  if (!raw) return null;
  try {
    const { v, e } = JSON.parse(raw) as { v?: unknown; e?: unknown };
    return typeof v === 'string' && typeof e === 'number' && e > now ? v : null;
  } catch {
    return null;
  }
}

const USER_ID = /^[A-Za-z0-9]{16}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A stored `poptin_user_id` if it is 16 letters or digits, else null. */
export function parseUserId(value: string | null): string | null {
  return value !== null && USER_ID.test(value) ? value : null;
}

/** A new visitor id: 16 random letters and digits (`random` in [0, 1)). */
export function newUserId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 16; i++) id += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  return id;
}

/** A stored counter (a whole number from 0 to 10^9), else null. */
export function parseCount(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const count = Number(value);
  return count <= 1e9 ? count : null;
}

const AB_ID = /^[a-z0-9]{13}$/;

/**
 * The A/B variants the visitor has seen (`poptin_ab`): a JSON object of test parent id -> variant
 * id, popup ids only; anything else in it is dropped.
 */
export function parseAbVariants(value: string | null): Record<string, string> {
  const variants: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(value ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return variants;
    for (const [parent, variant] of Object.entries(parsed).slice(0, 100)) {
      if (AB_ID.test(parent) && typeof variant === 'string' && AB_ID.test(variant))
        variants[parent] = variant;
    }
  } catch {
    // Unreadable: the visitor keeps no variant and the server picks again.
  }
  return variants;
}
