import {
  countdownRefusal,
  pageFiltersRefusal,
  parseEngagementFilter,
  type Engagement,
  type GateRefusal,
} from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import type { TargetedPopup } from '../runtime/targeted-popup.ts';
import { detectAdblock } from './adblock.ts';
import { cookieValues, jsValues } from './page-values.ts';
import type { PageContext } from '../page/page-context.ts';
import { closedKey, conversionKey, displayedKey } from '../visitor/keys.ts';
import type { VisitorStore } from '../visitor/store.ts';
import { targetingRefusal } from './targeting.ts';

/** The filters on the page and on other popups, for one run of the pixel. */
export interface PageFilters {
  refusal(target: TargetedPopup): GateRefusal | null;
}

/**
 * The filters chunk (loaded only when a popup has an end-dated countdown, turns on an
 * engagement, page source, JS, cookie or ad-block filter, or has targeting rules the visitor
 * script decides): checks the countdown's end, gathers what the page filters decide on, and
 * decides the targeting (targeting.ts). The visitor's markers with the other
 * popups are read fresh on every check (another popup may have been seen or converted meanwhile);
 * the page source is read once per run, and the ad-block check runs once, when a popup asks for it.
 */
export async function createPageFilters(
  env: LoaderEnv,
  popups: readonly TargetedPopup[],
  store: VisitorStore,
  page: PageContext,
  /** The display response's `customer`: a logged-in shop customer's records from every device. */
  customer?: unknown,
): Promise<PageFilters> {
  const adblockDetected = popups.some((target) => target.rules.display_if_adblock_active === true)
    ? await detectAdblock(env)
    : false;
  let source: string | null = null;
  const pageSource = () => (source ??= env.document.documentElement?.outerHTML ?? '');
  // The visitor's markers with one popup: seen (displayed), closed by X, converted.
  const engagement = (id: string, kind: Engagement['kind']): Engagement => ({
    id,
    kind,
    seen: store.get(displayedKey(id)) !== null,
    closed: store.get(closedKey(id)) !== null,
    converted: store.get(conversionKey(id)) !== null,
  });
  const othersOf = (target: TargetedPopup): Engagement[] => {
    const filter = parseEngagementFilter(target.rules.engagement_with_other_poptin_filter);
    if (!filter) return [];
    const others = popups.filter((other) => other.popup.id !== target.popup.id);
    if (filter.popupId !== 'any' && !others.some((other) => other.popup.id === filter.popupId)) {
      return [engagement(filter.popupId, filter.kind)];
    }
    return others.map((other) => engagement(other.popup.id, other.kind));
  };
  return {
    refusal: (target) =>
      countdownRefusal(target.popup.design, env.now()) ??
      pageFiltersRefusal(target.rules, {
        others: othersOf(target),
        pageSource,
        jsValues: (match) => jsValues(env.window, match),
        cookieValues: (match) => cookieValues(env.document, match),
        adblockDetected,
      }) ??
      targetingRefusal(env, store, page, target, customer),
  };
}
