import type { TCloseTrigger } from '@hookline/schema';
import {
  EMPTY_SLOT,
  needsDisplaySlot,
  parseDisplayHistory,
  popupMayFire,
  recordDisplay,
  releaseDisplaySlot,
  requestDisplaySlot,
  STORAGE_LIFETIMES_MS as LIFETIME,
  type TriggerKind,
} from '@hookline/rules';
import type { DisplayAnswer } from './display-response.ts';
import type { LoaderEnv } from './env.ts';
import { closedEvent, viewedEvent } from './events.ts';
import { guarded, logError, logWarn } from './log.ts';
import type { OutboxEntry } from './outbox/entries.ts';
import type { Outbox } from './outbox/outbox.ts';
import type { PageContext } from './page/page-context.ts';
import { POPUP_ATTRIBUTE, popupInPage } from './page-markup.ts';
import type { DisplayPopup, FormSubmission, PopupChunk, PopupHandle } from './popup/contract.ts';
import { loadedSubmit, loadSubmit, type SubmitModule } from './popup/lazy-parts.ts';
import type { RuntimeExtras } from './runtime/extras.ts';
import type { TargetedPopup } from './runtime/targeted-popup.ts';
import type { PixelInstall } from './script-tag.ts';
import {
  closedKey,
  conversionKey,
  CONVERTED_EMAIL_KEY,
  displayedKey,
  doNotShowAgainKey,
  frequencyKey,
} from './visitor/keys.ts';
import type { VisitorStore } from './visitor/store.ts';

/** Spec section 2: tab indexes start at 500, plus 100 per popup. */
const TAB_INDEX_BASE = 500;
const TAB_INDEX_STEP = 100;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

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
  /** The visitor's markers with a popup (for the engagement filter). */
  markers(popupId: string): { seen: boolean; closed: boolean; converted: boolean };
}

/**
 * Shows popups when their triggers fire (spec section 4): one popup that covers the page at a
 * time (lightbox, gamified, fullpage, mobile, content), the others queued once each; a popup shown
 * on this page never fires again.
 * Loads the renderer chunk on first use, turns what the visitor does into viewed, conversion and
 * close events, and keeps the visitor's markers: displayed and display history, closed by X,
 * converted, the email converted with (the A/B variant seen and a known visitor's activity calls
 * through the runtime-extras chunk).
 */
export function createPopupController(deps: PopupControllerDeps): PopupController {
  const { env, install, outbox, store } = deps;
  let slot = EMPTY_SLOT;
  const shown = new Set<string>();
  const queued = new Map<string, () => void>();
  const handles = new Map<string, PopupHandle>();
  let generation = 0;
  const viewIds = new Map<string, string>();
  let chunk: Promise<PopupChunk> | null = null;

  const loadChunk = () =>
    (chunk ??= env.loadPopupChunk(install.host).catch((error: unknown) => {
      chunk = null;
      throw error;
    }));

  function release(popup: DisplayPopup): void {
    if (!needsDisplaySlot(popup.type)) return;
    const { slot: rest, next } = releaseDisplaySlot(slot, popup.id);
    slot = rest;
    if (next === null) return;
    const show = queued.get(next);
    queued.delete(next);
    show?.();
  }

  function recordView(target: TargetedPopup, page: PageContext, trigger: TriggerKind): void {
    const { popup } = target;
    outbox.enqueue(viewedEvent(popup, install, page, trigger, env.randomId()));
    store.set(displayedKey(popup.id), target.kind, LIFETIME.marker);
    const history = parseDisplayHistory(store.get(frequencyKey(popup.id)));
    store.set(
      frequencyKey(popup.id),
      JSON.stringify(recordDisplay(history, page.visit, env.now())),
      LIFETIME.year,
    );
    // The A/B variant the visitor saw, a known visitor's view.
    if (target.abParent || page.convertedEmail) deps.withExtras((extras) => extras.viewed(target, page));
  }

  function recordConversion(
    target: TargetedPopup,
    page: PageContext,
    trigger: TriggerKind,
    submission: FormSubmission,
  ) {
    const { popup } = target;
    // The page as it is now: the email below joins it before a chunk still loading would read it.
    const facts = { ...page };
    const viewId = viewIds.get(popup.id);
    const key = env.randomId();
    // The form loaded the submit chunk before its submit; an extra button's conversion may come first.
    const send = (chunk: SubmitModule) =>
      outbox.enqueue(chunk.conversionEvent(popup, install, facts, trigger, submission, viewId, key));
    const chunk = loadedSubmit();
    if (chunk) send(chunk);
    else loadSubmit().then(send, (error: unknown) => logError('the conversion could not be recorded', error));
    store.set(conversionKey(popup.id), target.kind, LIFETIME.year);
    const email = submission.values.email?.trim() ?? '';
    if (EMAIL.test(email)) {
      store.set(CONVERTED_EMAIL_KEY, email, LIFETIME.year);
      page.convertedEmail = email;
      // A known visitor from now on: the code of their activity calls loads ahead.
      deps.withExtras(() => undefined);
    }
  }

  async function open(target: TargetedPopup, trigger: TriggerKind, options: FireOptions): Promise<void> {
    const { popup } = target;
    const born = generation;
    const live = () => born === generation;
    let renderer: PopupChunk;
    try {
      renderer = await loadChunk();
    } catch (error) {
      logError('the popup renderer failed to load', error);
      return release(popup);
    }
    if (!live()) return;
    if (!(renderer.supportsType ? renderer.supportsType(popup.type) : popup.type === 'lightbox')) {
      logWarn(`popup type ${popup.type} is not supported yet`);
      return release(popup);
    }
    const { page, answer } = deps.current();
    const preview = options.preview === true;
    let submitted = false;
    let handle: PopupHandle;
    try {
      handle = renderer.mountPopup({
        popup,
        window: env.window,
        document: env.document,
        tabIndexBase: TAB_INDEX_BASE + TAB_INDEX_STEP * target.index,
        isMobile: page.isMobile,
        now: env.now,
        log: logError,
        countryCode: answer?.cc || page.countryCode,
        country: answer?.country ?? '',
        isFreemium: answer?.freemium ?? false,
        apiHost: install.host,
        trigger,
        preview,
        container: options.container,
        launchPopup: (popupId: string) => {
          if (live() && !preview) deps.launch(popupId);
        },
        onSubmit(submission: FormSubmission) {
          if (!live() || preview) return;
          // Spec section 4: a gamified popup's submitted mark is cleared, so its close is still sent.
          submitted = popup.type !== 'gamified';
          recordConversion(target, page, trigger, submission);
        },
        onDoNotShowAgain() {
          if (live() && !preview) store.set(doNotShowAgainKey(popup.id), '1', 10 * LIFETIME.year);
        },
        onClose(closeTrigger: TCloseTrigger) {
          if (!live()) return;
          handles.delete(popup.id);
          // A submitted popup's close is part of its conversion, not a refusal (spec section 4).
          if (!submitted && !preview) {
            outbox.enqueue(closedEvent(popup, install, page, closeTrigger, env.randomId()));
            if (closeTrigger === 'cancel_click') store.set(closedKey(popup.id), target.kind, LIFETIME.marker);
            if (page.convertedEmail) deps.withExtras((extras) => extras.closed(popup.id, page));
          }
          release(popup);
        },
      });
    } catch (error) {
      logError(`popup ${popup.id} could not be shown`, error);
      return release(popup);
    }
    handles.set(popup.id, handle);
    if (!preview) recordView(target, page, trigger);
  }

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
        const result = requestDisplaySlot(slot, popup.id);
        slot = result.slot;
        if (!result.show) {
          queued.set(popup.id, () => (options.stillWanted?.() === false ? release(popup) : show()));
          return true;
        }
      }
      show();
      return true;
    },
    markers: (popupId) => ({
      seen: store.get(displayedKey(popupId)) !== null,
      closed: store.get(closedKey(popupId)) !== null,
      converted: store.get(conversionKey(popupId)) !== null,
    }),
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
