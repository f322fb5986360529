import type { TCloseTrigger } from '@hookline/schema';
import { STORAGE_LIFETIMES_MS as LIFETIME, type TriggerKind } from '@hookline/rules';
import { logError, logWarn } from './log.ts';
import type { DisplayPopup, FormSubmission, PopupChunk, PopupHandle } from './popup/contract.ts';
import type { FireOptions, PopupControllerDeps } from './popup-controller.ts';
import { recordClose, recordConversion, recordView } from './popup-records.ts';
import { doNotShowAgainKey } from './visitor/keys.ts';
import type { TargetedPopup } from './runtime/targeted-popup.ts';

/** Spec section 2: tab indexes start at 500, plus 100 per popup. */
const TAB_INDEX_BASE = 500;
const TAB_INDEX_STEP = 100;

/**
 * How a page's popups are shown (spec section 4): the renderer chunk (`loadChunk`) mounts each with
 * what the page and the display answer say about the visitor, and what a popup tells (a
 * conversion, with the view id of `viewIds`; a close; "don't show this again"; another popup's
 * launch) becomes events and markers (popup-records.ts); a preview's tells nothing. A shown popup
 * joins `handles` until it closes; `release` follows when one cannot be shown and once it closes.
 * A popup opened before the page's `generation` moved on (a route change) is no longer heard.
 */
export function popupOpener(
  deps: PopupControllerDeps,
  loadChunk: () => Promise<PopupChunk>,
  handles: Map<string, PopupHandle>,
  viewIds: ReadonlyMap<string, string>,
  release: (popup: DisplayPopup) => void,
  generation: () => number,
) {
  const { env, install, store } = deps;
  return async (target: TargetedPopup, trigger: TriggerKind, options: FireOptions): Promise<void> => {
    const { popup } = target;
    const born = generation();
    const live = () => born === generation();
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
          recordConversion(deps, target, page, trigger, submission, viewIds.get(popup.id));
        },
        onDoNotShowAgain() {
          if (live() && !preview) store.set(doNotShowAgainKey(popup.id), '1', 10 * LIFETIME.year);
        },
        onClose(closeTrigger: TCloseTrigger) {
          if (!live()) return;
          handles.delete(popup.id);
          // A submitted popup's close is part of its conversion, not a refusal (spec section 4).
          if (!submitted && !preview) recordClose(deps, target, page, closeTrigger);
          release(popup);
        },
      });
    } catch (error) {
      logError(`popup ${popup.id} could not be shown`, error);
      return release(popup);
    }
    handles.set(popup.id, handle);
    if (!preview) recordView(deps, target, page, trigger);
  };
}
