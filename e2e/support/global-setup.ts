import { BUILD_STEPS, isMissing, runBuildStep } from '../../scripts/build-steps.ts';

/**
 * Before any journey: builds what the journeys serve and is not built yet (the visitor script, the
 * shop's client bundle, the dashboard), once for the whole run. `npm test` builds everything first,
 * so there this does nothing; it spares a plain `vitest run --project e2e` in a fresh clone.
 */
export default function setup(): void {
  for (const step of BUILD_STEPS.filter(isMissing)) runBuildStep(step);
}
