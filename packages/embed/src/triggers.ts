import {
  countPageClick,
  isEveryTimeEveryPage,
  mouseLeftThroughTop,
  pagesTriggerFires,
  scrolledPercent,
  scrollTriggerReached,
  timedTriggers,
  triggerSetting,
  type TriggerKind,
} from '@hookline/rules';
import type { LoaderEnv } from './env.ts';
import { guarded } from './log.ts';
import { POPUP_ATTRIBUTE } from './page-markup.ts';
import type { TargetedPopup } from './runtime/targeted-popup.ts';

export interface TriggerContext {
  env: LoaderEnv;
  /** When the page (or route) finished loading (ms since epoch). */
  loadedAt: number;
  isMobile: boolean;
  /** Milliseconds on the site in this visit, now. */
  siteMs(): number;
  /** Pages viewed in this browsing session, this one included. */
  pageViews: number;
  /** The pages-visited trigger already fired for this popup in this session. */
  pagesFired(popupId: string): boolean;
  /** The mobile back button (exit intent): calls `listener` once when the visitor presses back. */
  onBackButton(listener: () => void): Disarm;
}

export type Disarm = () => void;

/**
 * Arms one kind of trigger for a popup and calls `fire` when it goes off; returns how to disarm it,
 * or null when the popup's settings leave it off.
 */
type ArmTrigger = (
  target: TargetedPopup,
  context: TriggerContext,
  fire: (kind: TriggerKind) => void,
) => Disarm | null;

/** Adds listeners and returns how to remove them all. */
function listen(
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
const armTimed: ArmTrigger = ({ triggers }, { env, loadedAt, siteMs }, fire) => {
  const onPage = env.now() - loadedAt;
  const plans = timedTriggers(
    {
      seconds_on_page: triggerSetting(triggers.seconds_on_page),
      seconds_on_site: triggerSetting(triggers.seconds_on_site),
    },
    onPage,
    siteMs() - onPage,
  );
  if (plans.length === 0) return null;
  const handles = plans.map((plan) => env.setTimeout(() => fire(plan.kind), plan.delayMs));
  return () => handles.forEach((handle) => env.clearTimeout(handle));
};

/** Exit intent: on desktop the mouse leaves through the top; on mobile the back button. */
const armExitIntent: ArmTrigger = ({ triggers }, { env, isMobile, onBackButton }, fire) => {
  if (triggers.exit_intent !== true) return null;
  if (isMobile) return onBackButton(() => fire('exit_intent'));
  return listen(env.document, ['mouseout'], (event) => {
    const mouse = event as MouseEvent;
    if (mouseLeftThroughTop(mouse.clientY, !mouse.relatedTarget)) fire('exit_intent');
  });
};

/** A percentage of the scrollable height, checked at once (a reload keeps the position) and on scroll. */
const armScroll: ArmTrigger = ({ triggers }, { env }, fire) => {
  const percent = triggerSetting(triggers.scroll_percent);
  if (percent === null) return null;
  const { window, document } = env;
  const check = () => {
    const root = document.documentElement;
    const reached = scrolledPercent(window.scrollY, root.scrollHeight, window.innerHeight);
    if (scrollTriggerReached(percent, reached)) fire('scroll');
  };
  env.setTimeout(guarded('scroll trigger', check), 0);
  return listen(window, ['scroll'], check);
};

/** N clicks on the page (not inside a popup); the count starts again after it fires. */
const armClicks: ArmTrigger = ({ triggers }, { env }, fire) => {
  const needed = triggerSetting(triggers.page_clicks, 1);
  if (needed === null) return null;
  let count = 0;
  return listen(env.document, ['click'], (event) => {
    if ((event.target as Element | null)?.closest?.(`[${POPUP_ATTRIBUTE}]`)) return;
    const result = countPageClick(count, needed);
    count = result.count;
    if (result.fire) fire('clicks');
  });
};

/** N pages visited in the session: checked when the page starts. */
const armPages: ArmTrigger = ({ triggers, rules, popup }, { env, pageViews, pagesFired }, fire) => {
  const needed = triggerSetting(triggers.pages_visited, 1);
  if (
    needed === null ||
    !pagesTriggerFires(needed, pageViews, pagesFired(popup.id), isEveryTimeEveryPage(rules))
  )
    return null;
  const handle = env.setTimeout(() => fire('pages'), 0);
  return () => env.clearTimeout(handle);
};

/** The mouse, touch, keys and scrolling (anywhere on the page) reset the inactivity timer. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;

/** N seconds without the visitor doing anything. */
const armInactivity: ArmTrigger = ({ triggers }, { env }, fire) => {
  const seconds = triggerSetting(triggers.inactivity_seconds, 1);
  if (seconds === null) return null;
  let timer = env.setTimeout(() => fire('inactivity'), seconds * 1000);
  const stopListening = listen(
    env.window,
    ACTIVITY_EVENTS,
    () => {
      env.clearTimeout(timer);
      timer = env.setTimeout(() => fire('inactivity'), seconds * 1000);
    },
    true,
  );
  return () => {
    env.clearTimeout(timer);
    stopListening();
  };
};

const ARMERS: readonly ArmTrigger[] = [
  armTimed,
  armExitIntent,
  armScroll,
  armClicks,
  armPages,
  armInactivity,
];

/**
 * Arms every trigger a popup has (spec section 4). The first to go off fires the popup; `fire`
 * answers whether it was taken (its display rules may refuse it for now, and an event trigger then
 * stays armed to try again). Once taken, every trigger is disarmed. Returns how to disarm them,
 * or null when no trigger is set (the popup never shows by itself).
 */
export function armPopupTriggers(
  target: TargetedPopup,
  context: TriggerContext,
  fire: (kind: TriggerKind) => boolean,
): Disarm | null {
  const disarms: Disarm[] = [];
  let fired = false;
  const disarmAll = () => disarms.splice(0).forEach((disarm) => disarm());
  const fireOnce = guarded('popup trigger', (kind: TriggerKind) => {
    if (fired || !fire(kind)) return;
    fired = true;
    disarmAll();
  });
  for (const arm of ARMERS) {
    const disarm = arm(target, context, fireOnce);
    if (disarm) disarms.push(disarm);
  }
  if (fired) disarmAll();
  return disarms.length > 0 || fired ? disarmAll : null;
}
