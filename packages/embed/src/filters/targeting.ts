import {
  customerRecordsOf,
  countShows,
  parseDisplayHistory,
  parseShowCounter,
  parseVisitedPages,
  SHOW_PERIOD_SECONDS,
  visitorTargetingRefusal,
  type GateRefusal,
} from '@hookline/rules';
import type { TTargeting } from '@hookline/schema';
import type { LoaderEnv } from '../env.ts';
import type { PageContext } from '../page/page-context.ts';
import type { TargetedPopup } from '../runtime/targeted-popup.ts';
import { frequencyKey, KEYS, showsKey } from '../visitor/keys.ts';
import type { VisitorStore } from '../visitor/store.ts';

/**
 * The targeting rules the visitor script decides, for one popup (docs/dashboard.md, "Targeting"):
 * reads the page, the browser and the visitor's storage afresh on every check, and keeps the show
 * counter of `max_shows` up to date with the popup's display history. Targeting the server wrote
 * is trusted in shape; one that throws anyway refuses the popup (fails closed).
 */
export function targetingRefusal(
  env: LoaderEnv,
  store: VisitorStore,
  page: PageContext,
  target: TargetedPopup,
  customer?: unknown,
): GateRefusal | null {
  const targeting = target.rules.targeting as TTargeting | undefined;
  if (typeof targeting !== 'object' || targeting === null) return null;
  try {
    const now = env.now();
    const history = parseDisplayHistory(store.get(frequencyKey(target.popup.id)));
    const per = targeting.max_shows?.per;
    let shows = null;
    if (per && per !== 'session') {
      const key = showsKey(target.popup.id);
      const stored = parseShowCounter(store.get(key));
      const period = SHOW_PERIOD_SECONDS[per];
      shows = countShows(stored, history, period, now);
      if (shows && shows.last !== stored?.last)
        store.set(key, JSON.stringify(shows), shows.since + period * 1000 - now);
    }
    const { navigator } = env.window;
    const rule = visitorTargetingRefusal(targeting, {
      url: page.url,
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints ?? 0,
      language: page.browserLanguage,
      referrer: page.referrer,
      landingPage: page.originLandingPage,
      visit: page.visit,
      pageViews: parseVisitedPages(store.get(KEYS.allPages)).length,
      now,
      history,
      shows,
      customer: customerRecordsOf(customer, target.popup.id),
    });
    return rule && `targeting:${rule}`;
  } catch {
    return 'targeting:malformed';
  }
}
