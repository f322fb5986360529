import type { TriggerKind } from '@hookline/rules';
import type { LoaderEnv } from '../env.ts';
import { guarded, logError, logWarn } from '../log.ts';
import { embeddedPlaceholder, popupInPage } from '../page-markup.ts';
import type { PopupController } from '../popup-controller.ts';
import type { TargetedPopup } from './targeted-popup.ts';

/**
 * The `entries` chunk: the ways into a popup a timed lightbox never uses (spec section 2), loaded
 * by the runtime only when the display answer needs one: embedded popups (rendered into their
 * placeholders, looked for again every 5 s), teaser tabs (`is_teasers_on`) and preview mode
 * (`ppt-preview`).
 */

/** Spec section 4: embedded popups are looked for again every 5 s. */
export const EMBEDDED_RECHECK_MS = 5000;

export interface Entries {
  /** Shows a popup's teaser tab, unless `stale()` says the run it belongs to is over by then. */
  mountTeaser(target: TargetedPopup, stale: () => boolean): void;
  /** The popup shows: its teaser goes. */
  removeTeaser(popupId: string): void;
  /**
   * An embedded popup's trigger went off: it shows in its placeholder now and whenever the page
   * (re)renders one, until the run ends.
   */
  showEmbedded(target: TargetedPopup, kind: TriggerKind): void;
  /** Preview mode: only the previewed popup, at once, sending nothing (the chunk shows the banner). */
  preview(targets: TargetedPopup[], previewId: string): void;
  /** The run ends: teasers go, embedded popups are no longer looked for. */
  reset(): void;
}

export function createEntries(env: LoaderEnv, controller: PopupController): Entries {
  const { document } = env;
  const teasers = new Map<string, { remove(): void }>();
  /** Embedded popups whose trigger went off: shown into their placeholder whenever it is there. */
  const embedded = new Map<string, { target: TargetedPopup; kind: TriggerKind }>();
  let recheck: ReturnType<typeof env.setTimeout> | undefined;

  const fill = (target: TargetedPopup, kind: TriggerKind) => {
    const container = embeddedPlaceholder(document, target.popup.id);
    if (container && !popupInPage(document, target.popup.id)) {
      controller.fire(target, kind, { again: true, container });
    }
  };

  const recheckEmbedded = guarded('embedded popups', () => {
    embedded.forEach(({ target, kind }) => fill(target, kind));
    recheck = env.setTimeout(recheckEmbedded, EMBEDDED_RECHECK_MS);
  });

  const entries: Entries = {
    mountTeaser(target, stale) {
      const { popup } = target;
      if (!popup.teasersOn) return;
      controller
        .loadChunk()
        .then((chunk) => {
          if (stale() || teasers.has(popup.id)) return;
          const teaser = chunk.mountTeaser?.({
            popup,
            document,
            log: logError,
            onOpen: () => {
              entries.removeTeaser(popup.id);
              controller.fire(target, 'click', { again: true });
            },
          });
          if (teaser) teasers.set(popup.id, teaser);
        })
        .catch((error: unknown) => logError('the teaser failed to load', error));
    },
    removeTeaser(popupId) {
      teasers.get(popupId)?.remove();
      teasers.delete(popupId);
    },
    showEmbedded(target, kind) {
      embedded.set(target.popup.id, { target, kind });
      recheck ??= env.setTimeout(recheckEmbedded, EMBEDDED_RECHECK_MS);
      fill(target, kind);
    },
    preview(all, previewId) {
      const target = all.find((candidate) => candidate.popup.id === previewId);
      if (!target) return logWarn(`popup ${previewId} is not available to preview`);
      const container = embeddedPlaceholder(document, previewId) ?? undefined;
      controller.fire(target, 'preview', { preview: true, container });
    },
    reset() {
      teasers.forEach((teaser) => teaser.remove());
      teasers.clear();
      embedded.clear();
      if (recheck !== undefined) env.clearTimeout(recheck);
      recheck = undefined;
    },
  };
  return entries;
}
