import { usesPageFilters, type TriggerKind } from '@hookline/rules';
import { guarded, logError, logWarn } from '../log.ts';
import { embeddedPlaceholder, popupInPage } from '../page-markup.ts';
import type { PageContext } from '../page/page-context.ts';
import { createOutbox } from '../outbox/outbox.ts';
import { createPopupController } from '../popup-controller.ts';
import type { PageRun, Runtime, RuntimeDeps } from '../runtime-contract.ts';
import {
  armPopupTriggers,
  armTimed,
  loadEventTriggers,
  usesEventTriggers,
  type ArmTrigger,
  type TriggerContext,
} from '../triggers.ts';
import { PAGES_FIRED_KEY } from '../visitor/keys.ts';
import { createGate, type Gate } from './gate.ts';
import { targetedPopup, type TargetedPopup } from './targeted-popup.ts';

/** The page filters are rarely needed: their own lazy chunk. */
const loadPageFilters = () => import('../filters/index.ts');
/** So are the click calls (click entries, popup-to-popup launches). */
const loadClickOpen = () => import('./click-open.ts');

/** Spec section 4: embedded popups are looked for again every 5 s. */
export const EMBEDDED_RECHECK_MS = 5000;

const popupIds = (raw: string | null): string[] => {
  try {
    const ids: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, 100) : [];
  } catch {
    return [];
  }
};

/**
 * The targeting runtime (the lazily loaded `runtime` chunk): arms each popup's triggers behind
 * its display rules, runs the entry modes (preview, landing page, click entry, popup-to-popup
 * launch), mounts teasers, re-checks embedded placeholders every 5 s, and starts over cleanly on a
 * single-page app's route change.
 */
export function createRuntime(deps: RuntimeDeps): Runtime {
  const { env, install, store } = deps;
  let run: PageRun | null = null;
  let page: PageContext | null = null;
  let disarms: (() => void)[] = [];
  const teasers = new Map<string, { remove(): void }>();
  /** Embedded popups whose trigger went off: shown into their placeholder whenever it is there. */
  const embedded = new Map<string, { target: TargetedPopup; kind: TriggerKind }>();
  let recheck: ReturnType<typeof env.setTimeout> | undefined;
  /** The timed triggers, and the `triggers` chunk's once a page needed it (one per page: its back-button entry). */
  let eventArmers: Promise<readonly ArmTrigger[]> | null = null;
  const armersFor = (targets: TargetedPopup[]): Promise<readonly ArmTrigger[]> =>
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
  // Created with the runtime: it sends at once what earlier pages left, and on page hide what is left.
  const outbox = createOutbox({
    endpoint: install.host,
    fetch: env.fetch,
    storage: env.localStorage,
    timers: env,
    now: env.now,
    random: env.random,
    beacon: env.sendBeacon,
    onDelivered: (entry, response) => controller.onDelivered(entry, response),
    log: logWarn,
  });
  const controller = createPopupController({
    env,
    install,
    outbox,
    store,
    current: () => ({ page: page!, answer: run?.answer ?? null }),
    launch: (popupId) => open(popupId, 'launch', page!),
  });

  outbox.listen(env.window, env.document);
  outbox.flush({ force: true });

  const removeTeaser = (popupId: string) => {
    teasers.get(popupId)?.remove();
    teasers.delete(popupId);
  };

  function mountTeaser(target: TargetedPopup, owner: PageRun): void {
    if (!target.popup.teasersOn) return;
    controller
      .loadChunk()
      .then((chunk) => {
        if (run !== owner || teasers.has(target.popup.id)) return;
        const teaser = chunk.mountTeaser?.({
          popup: target.popup,
          document: env.document,
          log: logError,
          onOpen: () => {
            removeTeaser(target.popup.id);
            controller.fire(target, 'click', { again: true });
          },
        });
        if (teaser) teasers.set(target.popup.id, teaser);
      })
      .catch((error: unknown) => logError('the teaser failed to load', error));
  }

  function showEmbedded(target: TargetedPopup, kind: TriggerKind): void {
    const container = embeddedPlaceholder(env.document, target.popup.id);
    if (container && !popupInPage(env.document, target.popup.id)) {
      controller.fire(target, kind, { again: true, container });
    }
  }

  const recheckEmbedded = guarded('embedded popups', () => {
    embedded.forEach(({ target, kind }) => showEmbedded(target, kind));
    recheck = env.setTimeout(recheckEmbedded, EMBEDDED_RECHECK_MS);
  });

  /** A trigger went off: the display rules decide once more (the visitor may have converted meanwhile). */
  function show(target: TargetedPopup, kind: TriggerKind, gate: Gate): boolean {
    if (gate(target) !== null) return false;
    removeTeaser(target.popup.id);
    if (target.kind === 'embedded') {
      embedded.set(target.popup.id, { target, kind });
      showEmbedded(target, kind);
      return true;
    }
    return controller.fire(target, kind, { stillWanted: () => gate(target) === null });
  }

  function armAll(
    current: PageRun,
    targets: TargetedPopup[],
    gate: Gate,
    armers: readonly ArmTrigger[],
  ): void {
    const pagesFired = new Set(popupIds(store.session(PAGES_FIRED_KEY)));
    const context: TriggerContext = {
      env,
      loadedAt: current.loadedAt,
      isMobile: current.page.isMobile,
      siteMs: deps.siteMs,
      pageViews: current.page.pageViews,
      pagesFired: (id) => pagesFired.has(id),
    };
    for (const target of targets) {
      if (gate(target) !== null) continue;
      mountTeaser(target, current);
      const disarm = armPopupTriggers(
        target,
        context,
        (kind) => {
          if (!show(target, kind, gate)) return false;
          if (kind === 'pages') {
            pagesFired.add(target.popup.id);
            store.setSession(PAGES_FIRED_KEY, JSON.stringify([...pagesFired]));
          }
          return true;
        },
        armers,
      );
      if (disarm) disarms.push(disarm);
    }
  }

  /** Preview mode: only the previewed popup, at once, sending nothing (the chunk shows the banner). */
  function startPreview(targets: TargetedPopup[], previewId: string): void {
    const target = targets.find((candidate) => candidate.popup.id === previewId);
    if (!target) return logWarn(`popup ${previewId} is not available to preview`);
    const container = embeddedPlaceholder(env.document, previewId) ?? undefined;
    controller.fire(target, 'preview', { preview: true, container });
  }

  /** A click entry or another popup's button opens `popupId` through the click calls (their own chunk). */
  function open(popupId: string, trigger: 'click' | 'launch', current: PageContext): void {
    page = current;
    loadClickOpen()
      .then((chunk) =>
        chunk.clickedPopup(
          env,
          install,
          popupId,
          trigger === 'launch' ? null : deps.clickFields(current),
          run?.answer.records ?? [],
        ),
      )
      .then((target) => {
        const container = embeddedPlaceholder(env.document, popupId) ?? undefined;
        if (target) controller.fire(target, trigger, { again: true, container });
      })
      .catch((error: unknown) => logError(`the click call for popup ${popupId} failed`, error));
  }

  return {
    start(next) {
      run = next;
      page = next.page;
      const targets = next.answer.records
        .map((record, index) => targetedPopup(record, index))
        .filter((target): target is TargetedPopup => target !== null);
      if (next.mode.previewId) return startPreview(targets, next.mode.previewId);
      // Paused popups never show; click popups show only when clicked.
      const live = targets.filter((target) => target.popup.active && !target.popup.onClick);
      if (next.mode.landing) {
        live.forEach((target) => controller.fire(target, 'landing'));
        return;
      }
      const filters = live.some((target) => usesPageFilters(target.rules))
        ? loadPageFilters().then((chunk) => chunk.createPageFilters(env, targets, controller.markers))
        : null;
      Promise.all([filters, armersFor(live)])
        .then(([pageFilters, armers]) => {
          if (run === next) armAll(next, live, createGate(env, store, next.page, pageFilters), armers);
        })
        .catch((error: unknown) => logError('the page filters failed to load', error));
      recheck = env.setTimeout(recheckEmbedded, EMBEDDED_RECHECK_MS);
    },
    reset() {
      run = null;
      disarms.splice(0).forEach((disarm) => disarm());
      disarms = [];
      teasers.forEach((teaser) => teaser.remove());
      teasers.clear();
      embedded.clear();
      if (recheck !== undefined) env.clearTimeout(recheck);
      controller.reset();
    },
    open,
  };
}
