import { parseDisplayHistory, visitorRulesRefusal, type GateRefusal } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import type { PageFilters } from '../filters/index.ts';
import type { PageContext } from '../page/page-context.ts';
import { conversionKey, doNotShowAgainKey, frequencyKey } from '../visitor/keys.ts';
import type { VisitorStore } from '../visitor/store.ts';
import type { TargetedPopup } from './targeted-popup.ts';

/**
 * Whether a popup may show now (spec sections 3 and 4): the rules on the visitor's own history
 * with it (frequency, converted; read fresh from storage on every check), then the filters chunk's
 * (an end-dated countdown, the page filters) when a popup of the run needs it. Answers the first
 * refusal, or null.
 */
export type Gate = (target: TargetedPopup) => GateRefusal | null;

export function createGate(
  env: LoaderEnv,
  store: VisitorStore,
  page: PageContext,
  filters: PageFilters | null,
): Gate {
  return (target) =>
    (store.get(doNotShowAgainKey(target.popup.id)) !== null ? 'do_not_show_again' : null) ??
    visitorRulesRefusal(target.rules, {
      now: env.now(),
      visit: page.visit,
      history: parseDisplayHistory(store.get(frequencyKey(target.popup.id))),
      converted: store.get(conversionKey(target.popup.id)) !== null,
    }) ??
    filters?.refusal(target) ??
    null;
}
