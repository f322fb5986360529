import { adminFuzzTargets, wrongLoginTarget } from './admin-targets.ts';
import { displayFuzzTargets } from './display-targets.ts';
import type { FuzzIds, FuzzTarget } from './fuzz-target.ts';
import { mediaFuzzTargets, webhookFuzzTargets } from './media-webhook-targets.ts';
import { shopFuzzTargets } from './shop-targets.ts';
import { integrationFuzzTargets } from './integration-targets.ts';

export type { FuzzIds, FuzzTarget } from './fuzz-target.ts';

/**
 * Every public endpoint, display to dashboard, with a valid request each: the areas' tables
 * concatenated, always in this order (a seeded run picks targets by index). The content API's
 * targets come from content-targets.ts, once the test has made the content they address.
 */
export function fuzzTargets(ids: FuzzIds): FuzzTarget[] {
  return [
    ...displayFuzzTargets(ids),
    ...shopFuzzTargets(ids),
    ...adminFuzzTargets(ids),
    ...mediaFuzzTargets(ids.clientId),
    ...webhookFuzzTargets(ids.clientId),
    wrongLoginTarget,
    ...integrationFuzzTargets(ids.clientId, ids.popupId),
  ];
}
