import type { TCloseTrigger } from '@hookline/schema';
import {
  EMPTY_SLOT,
  needsDisplaySlot,
  releaseDisplaySlot,
  requestDisplaySlot,
  type TriggerKind,
} from '@hookline/rules';
import type { LoaderEnv } from './env.ts';
import { closedEvent, conversionEvent, viewedEvent } from './events.ts';
import { logError, logWarn } from './log.ts';
import type { OutboxEntry } from './outbox/entries.ts';
import type { Outbox } from './outbox/outbox.ts';
import type { PageContext } from './page/page-context.ts';
import type { DisplayPopup, FormSubmission, PopupChunk } from './popup/contract.ts';
import type { PixelInstall } from './script-tag.ts';

/** Spec section 2: tab indexes start at 500, plus 100 per popup. */
const TAB_INDEX_BASE = 500;
const TAB_INDEX_STEP = 100;

export interface PopupControllerDeps {
  env: LoaderEnv;
  install: PixelInstall;
  page: PageContext;
  outbox: Outbox;
}

export interface PopupController {
  /** A trigger of `popup` (the `index`th of the display response) went off. */
  fire(popup: DisplayPopup, index: number, trigger: TriggerKind): void;
  /** Reads the view id out of an acknowledged viewed event. */
  onDelivered(entry: OutboxEntry, response: Response): void;
}

/**
 * Shows popups when their triggers fire: one lightbox (or gamified or fullpage popup) at a time,
 * the others queued; loads the renderer chunk on first use; and turns what the visitor does into
 * viewed, conversion and close events in the outbox.
 */
export function createPopupController({ env, install, page, outbox }: PopupControllerDeps): PopupController {
  let slot = EMPTY_SLOT;
  const queued = new Map<string, () => void>();
  const viewIds = new Map<string, string>();
  let chunk: Promise<PopupChunk> | null = null;

  const loadChunk = () => {
    chunk ??= env.loadPopupChunk(install.host).catch((error: unknown) => {
      chunk = null;
      throw error;
    });
    return chunk;
  };

  function release(popup: DisplayPopup): void {
    if (!needsDisplaySlot(popup.type)) return;
    const result = releaseDisplaySlot(slot, popup.id);
    slot = result.slot;
    const next = result.next ? queued.get(result.next) : undefined;
    if (result.next) queued.delete(result.next);
    next?.();
  }

  async function open(popup: DisplayPopup, index: number, trigger: TriggerKind): Promise<void> {
    let renderer: PopupChunk;
    try {
      renderer = await loadChunk();
    } catch (error) {
      logError('the popup renderer failed to load', error);
      release(popup);
      return;
    }
    let submitted = false;
    try {
      renderer.mountPopup({
        popup,
        window: env.window,
        document: env.document,
        tabIndexBase: TAB_INDEX_BASE + TAB_INDEX_STEP * index,
        isMobile: page.isMobile,
        now: env.now,
        log: logError,
        onSubmit(submission: FormSubmission) {
          submitted = true;
          outbox.enqueue(
            conversionEvent({
              popup,
              install,
              page,
              trigger,
              submission,
              viewId: viewIds.get(popup.id),
              conversionKey: env.randomId(),
            }),
          );
        },
        onClose(closeTrigger: TCloseTrigger) {
          // A submitted popup's close is part of its conversion, not a refusal (spec section 4).
          if (!submitted) outbox.enqueue(closedEvent(popup, install, page, closeTrigger, env.randomId()));
          release(popup);
        },
      });
    } catch (error) {
      logError(`popup ${popup.id} could not be shown`, error);
      release(popup);
      return;
    }
    outbox.enqueue(viewedEvent(popup, install, page, trigger, env.randomId()));
  }

  const show = (popup: DisplayPopup, index: number, trigger: TriggerKind) =>
    void open(popup, index, trigger).catch((error: unknown) => logError('showing a popup failed', error));

  return {
    fire(popup, index, trigger) {
      if (needsDisplaySlot(popup.type)) {
        const result = requestDisplaySlot(slot, popup.id);
        slot = result.slot;
        if (!result.show) {
          if (!queued.has(popup.id)) queued.set(popup.id, () => show(popup, index, trigger));
          return;
        }
      }
      show(popup, index, trigger);
    },
    onDelivered(entry, response) {
      if (entry.kind !== 'viewed') return;
      const popupId = entry.path.slice(entry.path.lastIndexOf('/') + 1);
      response
        .json()
        .then((body: unknown) => {
          const viewId = (body as { poptin_view_id?: unknown } | null)?.poptin_view_id;
          if (typeof viewId === 'string' && /^\d{1,18}$/.test(viewId)) viewIds.set(popupId, viewId);
        })
        .catch(() => logWarn('the viewed answer is not readable'));
    },
  };
}
