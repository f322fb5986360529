import { timedTriggers, type TriggerKind } from '@hookline/rules';
import type { TTriggers } from '@hookline/schema';
import { guarded, logError } from './log.ts';
import type { TargetedPopup } from './runtime/targeted-popup.ts';
import type { LoaderEnv } from './env.ts';
import type { PageRun, RuntimeDeps } from './runtime-contract.ts';

/**
 * What arming triggers reads: the page's environment, the visitor's storage (the pages-visited
 * trigger keeps the popups it fired in the session), the time on the site, and the run (its page,
 * and when it loaded).
 */
export interface TriggerContext extends RuntimeDeps {
  run: PageRun;
}

export type Disarm = () => void;

/**
 * Arms one kind of trigger for a popup and calls `fire` when it goes off (`fire` answers whether the
 * popup took it); returns how to disarm it, or null when the popup's settings leave it off.
 */
export type ArmTrigger = (
  target: TargetedPopup,
  context: TriggerContext,
  fire: (kind: TriggerKind) => boolean,
) => Disarm | null;

/** Adds listeners and returns how to remove them all. */
export function listen(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  types: readonly string[],
  handler: (event: Event) => void,
  capture = false,
): Disarm {
  const listener = guarded('popup trigger', handler);
  const options = { capture, passive: true };
  for (const type of types) target.addEventListener(type, listener, options);
  return () => types.forEach((type) => target.removeEventListener(type, listener, options));
}

/** Seconds on the page, and seconds on the whole site (the session timer of earlier pages counts). */
export const armTimed: ArmTrigger = ({ triggers }, { env, run, siteMs }, fire) => {
  const onPage = env.now() - run.loadedAt;
  // timedTriggers reads each setting with triggerSetting: the record's are passed as they came.
  const plans = timedTriggers(triggers as TTriggers, onPage, siteMs() - onPage);
  if (plans.length === 0) return null;
  const handles = plans.map((plan) => env.setTimeout(() => fire(plan.kind), plan.delayMs));
  return () => handles.forEach((handle) => env.clearTimeout(handle));
};

/**
 * Whether a popup has a trigger besides the timed ones (`seconds_on_page`, `seconds_on_site`): exit
 * intent, scroll, clicks, pages or inactivity, set (not null, absent or false). The `triggers`
 * chunk arms them.
 */
export const usesEventTriggers = ({ triggers }: TargetedPopup): boolean =>
  Object.entries(triggers).some(
    ([key, value]) =>
      !key.startsWith('seconds_on_') && value !== undefined && value !== null && value !== false,
  );

/**
 * The triggers that wait for the visitor are a lazy chunk of their own, loaded only when one of
 * the page's popups uses one: a popup on a timer never downloads them.
 */
export const loadEventTriggers = () => import('./chunks/triggers.ts');

/**
 * What arms the triggers of a page's popups: the timed triggers, and the `triggers` chunk's too
 * once one of the popups has another trigger. The chunk's triggers are made once (its back-button
 * entry is one per page); a failed load is logged, the popups get the timed triggers, and the next
 * page that needs the chunk tries again.
 */
export function triggerArmers(env: LoaderEnv): (targets: TargetedPopup[]) => Promise<readonly ArmTrigger[]> {
  let eventArmers: Promise<readonly ArmTrigger[]> | null = null;
  return (targets) =>
    targets.some(usesEventTriggers)
      ? (eventArmers ??= loadEventTriggers().then(
          (chunk) => [armTimed, ...chunk.createEventTriggers(env)],
          (error: unknown) => {
            eventArmers = null;
            logError('the triggers failed to load', error);
            return [armTimed];
          },
        ))
      : Promise.resolve([armTimed]);
}

/**
 * Arms every trigger a popup has (spec section 4), with `armers` (the timed triggers, plus the
 * `triggers` chunk's when it is loaded). The first to go off fires the popup; `fire`
 * answers whether it was taken (its display rules may refuse it for now, and an event trigger then
 * stays armed to try again). Once taken, every trigger is disarmed. Returns how to disarm them
 * (when no trigger is set, the popup never shows by itself and there is nothing to disarm).
 */
export function armPopupTriggers(
  target: TargetedPopup,
  context: TriggerContext,
  fire: (kind: TriggerKind) => boolean,
  armers: readonly ArmTrigger[],
): Disarm {
  const disarms: Disarm[] = [];
  let fired = false;
  const disarmAll = () => disarms.splice(0).forEach((disarm) => disarm());
  // Never throws into the host page: a failure is logged, and the popup did not take it.
  const fireOnce = (kind: TriggerKind): boolean => {
    try {
      if (fired || !fire(kind)) return false;
      fired = true;
      disarmAll();
      return true;
    } catch (error) {
      logError('popup trigger failed', error);
      return false;
    }
  };
  for (const arm of armers) {
    const disarm = arm(target, context, fireOnce);
    if (disarm) disarms.push(disarm);
  }
  if (fired) disarmAll();
  return disarmAll;
}
