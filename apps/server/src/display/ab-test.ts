import type { TPopupRecord } from '@hookline/schema';

/** What the visitor script tells the server about this visitor, inside the display call's `cookies` field. */
export interface VisitorCookies {
  /** `poptin_user_id`: the visitor's random 16-character id. */
  userId: string | null;
  /** Variants this visitor already saw: A/B parent popup id -> variant popup id. */
  variants: Record<string, string>;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads the display call's `cookies` field: a JSON object such as
 * `{"poptin_user_id":"…","poptin_ab":{"parent id":"variant id"}}`. Anything malformed is ignored,
 * never trusted: the answer is then an unknown visitor.
 */
export function parseVisitorCookies(raw: string | undefined): VisitorCookies {
  const empty: VisitorCookies = { userId: null, variants: {} };
  if (!raw) return empty;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (typeof value !== 'object' || value === null) return empty;
  const record = value as Record<string, unknown>;
  const userId =
    typeof record.poptin_user_id === 'string' && ID.test(record.poptin_user_id)
      ? record.poptin_user_id
      : null;
  const variants: Record<string, string> = {};
  if (typeof record.poptin_ab === 'object' && record.poptin_ab !== null) {
    for (const [parent, variant] of Object.entries(record.poptin_ab as Record<string, unknown>)) {
      if (ID.test(parent) && typeof variant === 'string' && ID.test(variant)) variants[parent] = variant;
    }
  }
  return { userId, variants };
}

/**
 * 32-bit FNV-1a followed by murmur3's finaliser: fast and stable, and the finaliser spreads the bits
 * so that scores of similar strings are independent (plain FNV is not, and skews the split).
 */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Keeps one popup of each A/B test for this visitor. A test is a parent popup (`ab_test`) and its
 * variants (`ab_test_parent_id` = the parent's id). A visitor who already saw a variant that is still
 * active keeps it; otherwise the variant is chosen by rendezvous hashing of the visitor id, so the
 * same visitor gets the same variant on every call, visitors split evenly, and adding a variant
 * moves no visitor between the old ones. A visitor without an id gets `random()`'s pick.
 */
export function chooseVariants(
  popups: readonly TPopupRecord[],
  visitor: VisitorCookies,
  random: () => number,
): TPopupRecord[] {
  const groups = new Map<string, TPopupRecord[]>();
  for (const popup of popups) {
    const group = popup.ab_test_parent_id ?? (popup.ab_test ? popup.poptin_id : null);
    if (group) groups.set(group, [...(groups.get(group) ?? []), popup]);
  }
  if (groups.size === 0) return [...popups];
  const chosen = new Set<string>();
  for (const [parent, members] of groups) {
    const seen = members.find((p) => p.poptin_id === visitor.variants[parent]);
    if (seen) chosen.add(seen.poptin_id);
    else if (visitor.userId) {
      const best = members.reduce((a, b) =>
        hash(`${visitor.userId}:${b.poptin_id}`) > hash(`${visitor.userId}:${a.poptin_id}`) ? b : a,
      );
      chosen.add(best.poptin_id);
    } else chosen.add(members[Math.floor(random() * members.length)]!.poptin_id);
  }
  return popups.filter((p) => {
    const group = p.ab_test_parent_id ?? (p.ab_test ? p.poptin_id : null);
    return group === null || chosen.has(p.poptin_id);
  });
}
