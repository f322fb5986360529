import { usesPageFilters, type TriggerKind } from '@hookline/rules';
import { guarded, logError, logWarn } from '../log.ts';
import type { PageContext } from '../page/page-context.ts';
import { createOutbox, type Outbox, type OutboxOptions } from '../outbox/outbox.ts';
import { createPopupController } from '../popup-controller.ts';
import type { PageRun, Runtime, RuntimeDeps } from '../runtime-contract.ts';
import { armPopupTriggers, triggerArmers, type ArmTrigger, type TriggerContext } from '../triggers.ts';
import type { RuntimeExtras } from './extras.ts';
import { createGate, type Gate } from './gate.ts';
import { targetedPopup, type TargetedPopup } from './targeted-popup.ts';

/** The page filters are rarely needed: their own lazy chunk. */
const loadPageFilters = () => import('../chunks/filters.ts');
/** Popups the filters chunk decides on: page filters, or a countdown with an end date (`timer_ver` 2). */
const needsFilters = ({ rules, popup }: TargetedPopup) =>
  usesPageFilters(rules) || popup.design.timer_ver === 2;
/** So are the click calls (click entries, popup-to-popup launches). */
const loadClickOpen = () => import('../chunks/click.ts');
/** And what a timed email lightbox never needs (see extras.ts). */
const loadExtrasChunk = () => import('../chunks/runtime-extras.ts');
/** Embedded popups, teasers and A/B tests need the extras (so do preview and a known visitor). */
const needsExtras = ({ kind, popup, abParent }: TargetedPopup) =>
  kind === 'embedded' || popup.teasersOn === true || abParent !== null;

/**
 * The page's outbox, made with the runtime: it listens to the page (back online, shown, hidden,
 * left) and sends at once what earlier pages left.
 */
function pageOutbox({ env, install }: RuntimeDeps, onDelivered: OutboxOptions['onDelivered']): Outbox {
  const outbox = createOutbox({
    endpoint: install.host,
    fetch: env.fetch,
    storage: env.localStorage,
    timers: env,
    now: env.now,
    random: env.random,
    beacon: env.sendBeacon,
    onDelivered,
    log: logWarn,
  });
  outbox.listen(env.window, env.document);
  outbox.flush({ force: true });
  return outbox;
}

/**
 * The targeting runtime (the lazily loaded `runtime` chunk): arms each popup's triggers behind
 * its display rules, runs the entry modes (landing page here; click entry and popup-to-popup launch
 * with the `click` chunk; preview, embedded popups and teasers with the `runtime-extras` chunk, which
 * also keeps A/B variants and a known visitor's activity calls), and starts over cleanly on a
 * single-page app's route change.
 */
export function createRuntime(deps: RuntimeDeps): Runtime {
  const { env, install, store } = deps;
  let run: PageRun | null = null;
  let page: PageContext | null = null;
  const disarms: (() => void)[] = [];
  /** The `runtime-extras` chunk's part, once the page needed it (it lives as long as the page). */
  let extras: RuntimeExtras | null = null;
  let extrasLoad: Promise<RuntimeExtras | null> | null = null;
  const loadExtras = () =>
    (extrasLoad ??= loadExtrasChunk().then(
      (chunk) => (extras = chunk.createRuntimeExtras(env, install, store, controller)),
      (error: unknown) => {
        extrasLoad = null;
        logError('the runtime extras failed to load', error);
        return null;
      },
    ));
  /** The timed triggers, and the `triggers` chunk's once a page needed it. */
  const armersFor = triggerArmers(env);
  const outbox = pageOutbox(deps, (entry, response) => controller.onDelivered(entry, response));
  const controller = createPopupController({
    env,
    install,
    outbox,
    store,
    current: () => ({ page: page!, answer: run?.answer ?? null }),
    launch: (popupId) => open(popupId, 'launch', page!),
    withExtras: (use) =>
      void loadExtras().then(guarded('the runtime extras', (loaded) => loaded && use(loaded))),
  });

  /** A trigger went off: the display rules decide once more (the visitor may have converted meanwhile). */
  function show(target: TargetedPopup, kind: TriggerKind, gate: Gate): boolean {
    if (gate(target) !== null) return false;
    extras?.removeTeaser(target.popup.id);
    if (target.kind === 'embedded') {
      extras?.showEmbedded(target, kind);
      return extras !== null;
    }
    return controller.fire(target, kind, { stillWanted: () => gate(target) === null });
  }

  function armAll(
    current: PageRun,
    targets: TargetedPopup[],
    gate: Gate,
    armers: readonly ArmTrigger[],
  ): void {
    const context: TriggerContext = { ...deps, run: current };
    for (const target of targets) {
      if (gate(target) !== null) continue;
      extras?.mountTeaser(target);
      disarms.push(armPopupTriggers(target, context, (kind) => show(target, kind, gate), armers));
    }
  }

  /** A click entry or another popup's button opens `popupId` through the click calls (their own chunk). */
  function open(popupId: string, trigger: 'click' | 'launch', current: PageContext): void {
    page = current;
    loadClickOpen()
      .then((chunk) =>
        chunk.openClicked(deps, controller, popupId, trigger, current, run?.answer.records ?? []),
      )
      .catch((error: unknown) => logError(`the click call for popup ${popupId} failed`, error));
  }

  return {
    start(next) {
      run = next;
      page = next.page;
      // Each record's place in the answer is its index (its tab indexes).
      const targets = next.answer.records.map(targetedPopup).filter((target) => target !== null);
      const { previewId } = next.mode;
      if (previewId) {
        void loadExtras().then((loaded) => {
          if (run === next) loaded?.preview(targets, previewId);
        });
        return;
      }
      // Paused popups never show; click popups show only when clicked.
      const live = targets.filter((target) => target.popup.active && !target.popup.onClick);
      if (next.mode.landing) {
        live.forEach((target) => controller.fire(target, 'landing'));
        return;
      }
      const filters = live.some(needsFilters)
        ? loadPageFilters().then((chunk) =>
            chunk.createPageFilters(env, targets, store, next.page, next.answer.customer),
          )
        : null;
      const extrasNeeded = live.some(needsExtras) || next.page.convertedEmail !== '';
      Promise.all([filters, armersFor(live), extrasNeeded && loadExtras()])
        .then(([pageFilters, armers]) => {
          if (run === next) armAll(next, live, createGate(env, store, next.page, pageFilters), armers);
        })
        .catch((error: unknown) => logError('the page filters failed to load', error));
    },
    reset() {
      run = null;
      disarms.splice(0).forEach((disarm) => disarm());
      extras?.reset();
      controller.reset();
    },
    open,
  };
}
