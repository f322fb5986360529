import { countdownHasEnded, type CountdownSettings } from './countdown.ts';
import type { Engagement } from './engagement-filter.ts';
import { displayFrequencyAllows, type DisplayHistory, type FrequencySettings } from './frequency.ts';
import type { NameMatch } from '@hookline/schema/display-rule-grammar/value-pairs.ts';

/** A popup's display and filter rules (spec section 3), as the display response carries them. */
export interface DisplayRuleSettings extends FrequencySettings {
  stop_showing_to_converted_users?: unknown;
  engagement_with_other_poptin_filter?: unknown;
  source_code_target_active?: unknown;
  source_code_target_html?: unknown;
  source_code_target_role?: unknown;
  js_filter?: unknown;
  cookie_filter?: unknown;
  display_if_adblock_active?: unknown;
  targeting?: unknown;
}

/** `stop_showing_to_converted_users`: a visitor who converted on this popup does not see it again. */
export function convertedRuleAllows(rules: DisplayRuleSettings, converted: boolean): boolean {
  return !(rules.stop_showing_to_converted_users === true && converted);
}

/** The visitor's own record with one popup, for {@link visitorRulesRefusal}. */
export interface VisitorFacts {
  now: number;
  /** The visitor's visit number (1 = first). */
  visit: number;
  history: DisplayHistory | null;
  /** The visitor converted on this popup (`poptin_conversion_{id}`). */
  converted: boolean;
}

/** The page and the visitor's other popups, for {@link pageFiltersRefusal}. */
export interface PageFacts {
  /** The visitor's engagement with the site's other popups. */
  others: readonly Engagement[];
  pageSource(): string;
  jsValues(name: NameMatch): readonly string[];
  cookieValues(name: NameMatch): readonly string[];
  adblockDetected: boolean;
}

export type GateFacts = VisitorFacts & PageFacts;

/** Why the gate refused a popup; for the console and tests. */
export type GateRefusal =
  | 'frequency'
  | 'converted'
  | 'countdown'
  | 'engagement'
  | 'page_source'
  | 'js'
  | 'cookie'
  | 'adblock'
  /** The visitor pressed a page-builder popup's "Don't show this again". */
  | 'do_not_show_again'
  /** A targeting rule (`targeting:pages`), or `targeting:malformed`. */
  | `targeting:${string}`;

/**
 * The rules about the visitor's own history with a popup (spec sections 3 and 4): its frequency
 * rules and the converted-visitor rule. Answers the first refusal, or null. A popup may display
 * when this, `countdownRefusal` and `pageFiltersRefusal` (page-filters.ts) all answer null; they
 * live apart so that the visitor script loads the last two only for popups that use them.
 */
export function visitorRulesRefusal(rules: DisplayRuleSettings, facts: VisitorFacts): GateRefusal | null {
  if (!displayFrequencyAllows(rules, facts.history, facts.visit, facts.now)) return 'frequency';
  if (!convertedRuleAllows(rules, facts.converted)) return 'converted';
  return null;
}

/**
 * Spec section 4: a popup whose countdown end date has passed is not displayed (`countdown`).
 * Checked after the visitor's rules and before the page filters, by the same chunk as the page
 * filters: only popups with an end-dated countdown (`timer_ver` 2) need it.
 */
export function countdownRefusal(design: CountdownSettings, now: number): GateRefusal | null {
  return countdownHasEnded(design, now) ? 'countdown' : null;
}

/**
 * Whether a popup turns on any filter on the page or on other popups (engagement, page source,
 * JS, cookie, ad-block) or a targeting rule the visitor script decides (any but the display call's
 * country and site-time schedule): the visitor script loads their code only then. A filter that is
 * on but malformed counts (its code then finds it does not restrict).
 */
export function usesPageFilters(rules: DisplayRuleSettings): boolean {
  const targeting = Object(rules.targeting) as { schedule?: { zone?: unknown } };
  // A flag of a filter object (a filter that is not an object has no flag).
  const on = (filter: unknown, flag: string) =>
    (filter as Partial<Record<string, unknown>> | null | undefined)?.[flag] === true;
  return (
    (typeof rules.engagement_with_other_poptin_filter === 'string' &&
      rules.engagement_with_other_poptin_filter !== '') ||
    rules.source_code_target_active === true ||
    on(rules.js_filter, 'display_if_specific_js_active') ||
    on(rules.cookie_filter, 'display_if_specific_cookie_active') ||
    rules.display_if_adblock_active === true ||
    // Kept this small: it is on every lightbox's path.
    Object.keys(targeting).some(
      (key) => key != 'countries' && (key != 'schedule' || targeting.schedule?.zone != 'site'),
    )
  );
}
