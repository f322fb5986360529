import {
  EMPTY_SLOT,
  needsDisplaySlot,
  popupMayFire,
  releaseDisplaySlot,
  requestDisplaySlot,
  type TriggerKind,
} from '@hookline/rules';
import type { DisplayAnswer } from './display-response.ts';
import type { LoaderEnv } from './env.ts';
import { guarded, logWarn } from './log.ts';
import type { OutboxEntry } from './outbox/entries.ts';
import type { Outbox } from './outbox/outbox.ts';
import type { PageContext } from './page/page-context.ts';
import { POPUP_ATTRIBUTE, popupInPage } from './page-markup.ts';
import type { DisplayPopup, PopupChunk, PopupHandle } from './popup/contract.ts';
import { popupOpener } from './popup-opener.ts';
import type { RuntimeExtras } from './runtime/extras.ts';
import type { TargetedPopup } from './runtime/targeted-popup.ts';
import type { PixelInstall } from './script-tag.ts';
import type { VisitorStore } from './visitor/store.ts';

export interface PopupControllerDeps {
  env: LoaderEnv;
  install: PixelInstall;
  outbox: Outbox;
  store: VisitorStore;
  /** The current run's page, and its display answer (null for a click before any answer). */
  current(): { page: PageContext; answer: DisplayAnswer | null };
  /** Another popup's button launches `popupId` (spec section 2). */
  launch(popupId: string): void;
  /**
   * Runs `use` with the `runtime-extras` chunk (A/B variants, a known visitor's activity calls)
   * once it is loaded: the runtime loads it ahead for the pages and visitors that need it.
   */
  withExtras(use: (extras: RuntimeExtras) => void): void;
}

export interface FireOptions {
  /** A click entry or launch: shows a popup again that was shown before (not one open now). */
  again?: boolean;
  /** Where an embedded popup renders. */
  container?: HTMLElement;
  /** Asked before a queued popup takes the slot: false drops it (its rules no longer allow it). */
  stillWanted?(): boolean;
  /** Preview mode: no events, no visitor markers, submission not functional. */
  preview?: boolean;
}

export interface PopupController {
  /**
   * A trigger of a popup went off: shows it, or, when it covers the page, queues it behind the
   * covering popup holding the slot. False when it is already shown, open or queued.
   */
  fire(target: TargetedPopup, trigger: TriggerKind, options?: FireOptions): boolean;
  /** Removes every popup at once without events, and empties the slot, the queue and the shown list. */
  reset(): void;
  /** Reads the view id out of an acknowledged viewed event, and a conversion's code to inject. */
  onDelivered(entry: OutboxEntry, response: Response): void;
}

/**
 * Shows popups when their triggers fire (spec section 4): one popup that covers the page at a
 * time (lightbox, gamified, fullpage, mobile, content), the others queued once each; a popup shown
 * on this page never fires again. Loads the renderer chunk on first use and shows each popup with
 * it (popup-opener.ts), whose events and visitor markers are popup-records.ts's; reads back the
 * answers to those events (a view id, a unique coupon code, the conversion code to inject).
 */
export function createPopupController(deps: PopupControllerDeps): PopupController {
  const { env, install } = deps;
  let slot = EMPTY_SLOT;
  const shown = new Set<string>();
  const queued = new Map<string, () => void>();
  /** Each fired popup's place in the display answer: the owner's show order, which the queue keeps. */
  const ranks = new Map<string, number>();
  const handles = new Map<string, PopupHandle>();
  let generation = 0;
  const viewIds = new Map<string, string>();
  let chunk: Promise<PopupChunk> | null = null;

  const loadChunk = () =>
    (chunk ??= env.loadPopupChunk(install.host).catch((error: unknown) => {
      chunk = null;
      throw error;
    }));

  /** A popup left (or never showed): the next queued covering popup takes the slot. */
  function release(popup: DisplayPopup): void {
    if (!needsDisplaySlot(popup.type)) return;
    const { slot: rest, next } = releaseDisplaySlot(slot, popup.id);
    slot = rest;
    if (next === null) return;
    const show = queued.get(next);
    queued.delete(next);
    show?.();
  }

  const open = popupOpener(deps, loadChunk, handles, viewIds, release, () => generation);

  // A popup whose host the page removed (an embedded popup re-rendered away) is no longer open.
  const isOpen = (id: string) =>
    (handles.has(id) && popupInPage(env.document, id)) || slot.active === id || slot.queue.includes(id);

  return {
    fire(target, trigger, options = {}) {
      const { popup } = target;
      if (options.again ? isOpen(popup.id) : !popupMayFire(popup.id, shown, slot)) return false;
      shown.add(popup.id);
      const show = guarded('showing a popup', () => open(target, trigger, options));
      if (needsDisplaySlot(popup.type)) {
        ranks.set(popup.id, target.index);
        const result = requestDisplaySlot(slot, popup.id, ranks);
        slot = result.slot;
        if (!result.show) {
          queued.set(popup.id, () => (options.stillWanted?.() === false ? release(popup) : show()));
          return true;
        }
      }
      show();
      return true;
    },
    reset() {
      generation++;
      handles.forEach(
        guarded('removing a popup', (handle: PopupHandle) =>
          handle.remove ? handle.remove() : handle.close('auto_close'),
        ),
      );
      env.document.querySelectorAll(`[${POPUP_ATTRIBUTE}]`).forEach((host) => host.remove());
      handles.clear();
      queued.clear();
      shown.clear();
      slot = EMPTY_SLOT;
    },
    onDelivered(entry, response) {
      if (entry.kind === 'closed') return;
      const popupId = entry.path.slice(-13); // `/api/display/viewed/{13-character popup id}`
      response
        .json()
        .then((body: unknown) => {
          if (entry.kind === 'conversion') {
            const code = (body as { coupon_code?: unknown } | null)?.coupon_code;
            if (typeof code === 'string') handles.get(entry.body.poptin_id!)?.coupon?.(code);
            return chunk?.then((renderer) => renderer.injectConversionCode?.(env.document, body));
          }
          const viewId = (body as { poptin_view_id?: unknown } | null)?.poptin_view_id;
          if (typeof viewId === 'string' && /^\d{1,18}$/.test(viewId)) viewIds.set(popupId, viewId);
        })
        .catch(() => logWarn(`the ${entry.kind} answer is not readable`));
    },
  };
}
