import { parseEngagementFilter } from '@hookline/schema/display-rule-grammar/engagement.ts';
import { engagementFilterAllows } from './engagement-filter.ts';
import type { DisplayRuleSettings, GateRefusal, PageFacts } from './display-gate.ts';
import { cookieFilterConditions, jsFilterConditions, valueFilterAllows } from './value-filter.ts';

/**
 * The page source filter: when active, the popup shows only on pages whose source contains the
 * given text (`show`), or only on pages that do not (`dont_show`). Empty text does not restrict.
 * `pageSource` is read only when the filter is on.
 */
export function pageSourceFilterAllows(rules: DisplayRuleSettings, pageSource: () => string): boolean {
  const text = rules.source_code_target_html;
  if (rules.source_code_target_active !== true || typeof text !== 'string' || text === '') return true;
  return pageSource().includes(text) === (rules.source_code_target_role !== 'dont_show');
}

/** `display_if_adblock_active`: such a popup is for visitors with an ad blocker only. */
export function adblockRuleAllows(rules: DisplayRuleSettings, adblockDetected: boolean): boolean {
  return rules.display_if_adblock_active !== true || adblockDetected;
}

/**
 * The filters on the page and on the visitor's other popups: engagement, page source, JS, cookie
 * and ad-block. Answers the first refusal, or null.
 */
export function pageFiltersRefusal(rules: DisplayRuleSettings, facts: PageFacts): GateRefusal | null {
  if (!engagementFilterAllows(parseEngagementFilter(rules.engagement_with_other_poptin_filter), facts.others))
    return 'engagement';
  if (!pageSourceFilterAllows(rules, facts.pageSource)) return 'page_source';
  if (!valueFilterAllows(jsFilterConditions(rules), facts.jsValues)) return 'js';
  if (!valueFilterAllows(cookieFilterConditions(rules), facts.cookieValues)) return 'cookie';
  if (!adblockRuleAllows(rules, facts.adblockDetected)) return 'adblock';
  return null;
}
