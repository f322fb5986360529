import { timedTriggers, type TriggerKind } from '@hookline/rules';
import type { LoaderEnv } from './env.ts';
import { guarded } from './log.ts';
import type { DisplayPopup } from './popup/contract.ts';

export interface TriggerContext {
  env: LoaderEnv;
  /** When the page finished loading (ms since epoch). */
  loadedAt: number;
}

type Disarm = () => void;

/**
 * Arms one kind of trigger for a popup and calls `fire` when it goes off; returns how to disarm it,
 * or null when the popup's settings leave it off. New triggers (exit intent, scroll, clicks,
 * inactivity) are added to `ARMERS`.
 */
type ArmTrigger = (
  popup: DisplayPopup,
  context: TriggerContext,
  fire: (kind: TriggerKind) => void,
) => Disarm | null;

const armTimed: ArmTrigger = (popup, { env, loadedAt }, fire) => {
  const plans = timedTriggers(popup.triggers, env.now() - loadedAt);
  if (plans.length === 0) return null;
  const handles = plans.map((plan) => env.setTimeout(() => fire(plan.kind), plan.delayMs));
  return () => handles.forEach((handle) => env.clearTimeout(handle));
};

const ARMERS: readonly ArmTrigger[] = [armTimed];

/**
 * Arms every trigger a popup has. The first to go off fires the popup once and disarms the rest;
 * returns null when no trigger is set (the popup never shows by itself).
 */
export function armPopupTriggers(
  popup: DisplayPopup,
  context: TriggerContext,
  fire: (kind: TriggerKind) => void,
): Disarm | null {
  const disarms: Disarm[] = [];
  let fired = false;
  const disarmAll = () => disarms.splice(0).forEach((disarm) => disarm());
  const fireOnce = guarded('popup trigger', (kind: TriggerKind) => {
    if (fired) return;
    fired = true;
    disarmAll();
    fire(kind);
  });
  for (const arm of ARMERS) {
    const disarm = arm(popup, context, fireOnce);
    if (disarm) disarms.push(disarm);
  }
  return disarms.length > 0 || fired ? disarmAll : null;
}
