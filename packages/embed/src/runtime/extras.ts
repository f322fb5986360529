import { parseAbVariants, STORAGE_LIFETIMES_MS, type TriggerKind } from '@hookline/rules';
import { postActivity } from '../activity.ts';
import type { LoaderEnv } from '../env.ts';
import { guarded, logError, logWarn } from '../log.ts';
import type { PageContext } from '../page/page-context.ts';
import { embeddedPlaceholder, popupInPage } from '../page-markup.ts';
import type { MountTeaserOptions } from '../popup/contract.ts';
import type { PopupController } from '../popup-controller.ts';
import type { PixelInstall } from '../script-tag.ts';
import { AB_VARIANTS_KEY } from '../visitor/keys.ts';
import type { VisitorStore } from '../visitor/store.ts';
import type { TargetedPopup } from './targeted-popup.ts';

/**
 * The `runtime-extras` chunk: what the targeting runtime does that a timed email lightbox never
 * needs, loaded only when the display answer (or the visitor) asks for it: embedded popups
 * (rendered into their placeholders, looked for again every 5 s), teaser tabs (`is_teasers_on`),
 * preview mode (`ppt-preview`, and "Preview on my site" through the `site-preview` chunk), the A/B variant a visitor saw, and the activity calls of a visitor
 * known by the email they converted with.
 */

/** Spec section 4: embedded popups are looked for again every 5 s. */
export const EMBEDDED_RECHECK_MS = 5000;

/**
 * A popup's teaser tab before it shows (`always` and `before_show` modes), drawn by the popup's
 * extras chunk once it is loaded; removing it before then only cancels it.
 */
function showTeaser(options: MountTeaserOptions): { remove(): void } {
  let removed = false;
  let shown: { remove(): void } | null = null;
  import('../chunks/extras.ts')
    .then((chunk) => {
      if (!removed) shown = chunk.mountTeaser(options);
    })
    .catch((error: unknown) => logError('the teaser failed to load', error));
  return {
    remove() {
      removed = true;
      shown?.remove();
    },
  };
}

export interface RuntimeExtras {
  /** Shows a popup's teaser tab (`before_show` and `always` modes); a click on it opens the popup. */
  mountTeaser(target: TargetedPopup): void;
  /** The popup shows: its teaser goes. */
  removeTeaser(popupId: string): void;
  /**
   * An embedded popup's trigger went off: it shows in its placeholder now and whenever the page
   * (re)renders one, until the run ends.
   */
  showEmbedded(target: TargetedPopup, kind: TriggerKind): void;
  /** Preview mode: only the previewed popup, at once, sending nothing (the chunk shows the banner). */
  preview(targets: TargetedPopup[], previewId: string): void;
  /**
   * A popup was viewed: the visitor keeps the A/B variant they saw (the display call sends it back
   * in `cookies`), and a known visitor's view is reported.
   */
  viewed(target: TargetedPopup, page: PageContext): void;
  /** A known visitor closed a popup without converting: reported. */
  closed(popupId: string, page: PageContext): void;
  /** The run ends: teasers go, embedded popups are no longer looked for. */
  reset(): void;
}

export function createRuntimeExtras(
  env: LoaderEnv,
  install: PixelInstall,
  store: VisitorStore,
  controller: PopupController,
): RuntimeExtras {
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

  /** `conversion-activities`: only for a visitor known by the email they converted with. */
  const activity = (page: PageContext, popupId: string, kind: 'viewed' | 'closed') => {
    if (!page.convertedEmail) return;
    postActivity(env, `${install.host}/api/display/conversion-activities/${install.clientId}`, {
      email: page.convertedEmail,
      poptin_id: popupId,
      activity: kind,
      url: page.domain,
      store_integration: page.storeIntegration,
      store_integration_customer_id: page.storeCustomerId,
    });
  };

  const extras: RuntimeExtras = {
    mountTeaser(target) {
      const { popup } = target;
      if (!popup.teasersOn || teasers.has(popup.id)) return;
      const teaser = showTeaser({
        popup,
        document,
        log: logError,
        onOpen: () => {
          extras.removeTeaser(popup.id);
          controller.fire(target, 'click', { again: true });
        },
      });
      teasers.set(popup.id, teaser);
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
    preview(targets, previewId) {
      // "Preview on my site" (a link's token and this browser's key): the server answered the one popup.
      if (previewId.includes('.')) {
        import('../chunks/site-preview.ts')
          .then((chunk) =>
            chunk.startSitePreview({ env, controller, target: targets[0] ?? null, previewId }),
          )
          .catch((error: unknown) => logError('the preview failed to load', error));
        return;
      }
      const target = targets.find((candidate) => candidate.popup.id === previewId);
      if (!target) return logWarn(`popup ${previewId} is not available to preview`);
      const container = embeddedPlaceholder(document, previewId) ?? undefined;
      controller.fire(target, 'preview', { preview: true, container });
    },
    viewed({ abParent, popup }, page) {
      if (abParent) {
        const variants = parseAbVariants(store.get(AB_VARIANTS_KEY));
        variants[abParent] = popup.id;
        store.set(AB_VARIANTS_KEY, JSON.stringify(variants), STORAGE_LIFETIMES_MS.year);
      }
      activity(page, popup.id, 'viewed');
    },
    closed: (popupId, page) => activity(page, popupId, 'closed'),
    reset() {
      teasers.forEach((teaser) => teaser.remove());
      teasers.clear();
      embedded.clear();
      if (recheck !== undefined) env.clearTimeout(recheck);
      recheck = undefined;
    },
  };
  return extras;
}
