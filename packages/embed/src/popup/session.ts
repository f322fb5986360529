import {
  cartActionPlan,
  popupBox,
  redirectUrl,
  teaserMode,
  teaserVisible,
  type LinkPage,
  type PopupBox,
} from '@hookline/rules';
import type { TPopupContent } from '@hookline/schema';
import { POPUP_ATTRIBUTE } from '../page-markup.ts';
import { runCartAction } from '../store/cart-action.ts';
import type { MountPopupOptions } from './contract.ts';
import { entryEffectClass, exitEffectClass } from './effects.ts';
import { loadPhone } from './fields-extra.tsx';
import { pushPage, startHelpers } from './helpers.ts';
import type { PopupEnv } from './popup-env.ts';
import { showTeaser } from './teaser.tsx';

/**
 * Part of the extras chunk: what a popup beyond a plain lightbox does around its life on the page,
 * for `mountPopup` (mount.tsx), which keeps the flow of a plain lightbox and calls these hooks when
 * the popup needed the extras chunk.
 */
export interface PopupSession {
  /** Where and how big the popup shows in a window of this size (its type's placement and arrangement). */
  box(viewport: { width: number; height: number }): PopupBox;
  /** The entry effect's class, or the default fade-in. */
  entryClass: string;
  /** The exit effect's class, or undefined for the fast fade. */
  exitClass: string | undefined;
  /** A teaser tab follows the close (the popup's element lingers 1.5 s). */
  teaser: boolean;
  /** A redirect follows a conversion (it replaces the thank-you screen). */
  redirects: boolean;
  /** Conversion payload keys (`coupon`: the design's coupon code, else the main screen's coupon block's). */
  meta: Record<string, string>;
  /**
   * The popup shows (`content` as it shows, dynamic text filled): pushes the page down, starts the
   * fields' helpers, lets buttons launch other popups, hides the teaser tab while the popup is open.
   */
  start(env: PopupEnv, box: PopupBox, content: TPopupContent): void;
  /** The window was resized: the page push follows the popup's new box. */
  resized(box: PopupBox): void;
  /**
   * The conversion with these values is done and a redirect follows: runs the store's cart action,
   * or reads the redirect's address (none when it is unsafe); then closes the popup (`close`) and
   * sends the visitor there.
   */
  redirect(values: Readonly<Record<string, string>>, close: () => void): void;
  /** The popup closed: gives the page its room back and shows the teaser tab after a close. */
  closed(): void;
  /** The popup was removed at once (a route change): gives the page its room back. */
  removed(): void;
}

export interface SessionOptions {
  options: MountPopupOptions;
  /** The content as the display answer gave it. */
  content: TPopupContent;
  /** Runs later unless the popup has gone by then (mount.tsx's timers). */
  later(run: () => void, ms: number): void;
  /** Shows the popup again (its teaser tab's click). */
  reopen(): void;
}

/** The page a popup shows on, as links' and redirects' placeholders name it (spec sections 2 and 4). */
const pageOf = ({ location }: Window): LinkPage => ({
  pageUrl: location.href,
  pathUrl: `${location.pathname}${location.search}`,
});

/** The hooks of one popup on the page. */
export function popupSession({ options, content, later, reopen }: SessionOptions): PopupSession {
  const { popup, document, window } = options;
  const design = popup.design;
  const mode = teaserMode(popup.teasersOn === true, design.poptin_design_teaser_mode);
  const redirect =
    design.poptin_design_redirect === true && typeof design.poptin_design_redirect_url === 'string'
      ? design.poptin_design_redirect_url
      : null;
  // Spec section 4: a store's cart action after the conversion takes the redirect's place.
  const cartAction = cartActionPlan(design.add_to_cart) ? design.add_to_cart : null;
  const navigate = options.navigate ?? ((to: string) => window.location.assign(to));
  const coupon = (() => {
    // A unique code is made by the server for the conversion (and stored with it).
    if ((design.coupon as { unique?: unknown } | undefined)?.unique) return '';
    const code = (design.coupon as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && code) return code;
    for (const block of content.main.blocks) if (block.type === 'coupon' && block.code) return block.code;
    return '';
  })();
  let spacer: HTMLElement | null = null;
  const removeSpacer = () => spacer?.remove();
  const spacerHeight = (height: number) => spacer?.style.setProperty('height', `${height}px`, 'important');
  // A reflowed top bar (a phone) is as tall as its wrapped content, not its design height: the
  // page moves down by what it really takes, once it is drawn.
  const fitSpacer = (box: PopupBox) => {
    if (!box.fluid || box.placement !== 'top') return;
    later(() => {
      const dialog = document
        .querySelector(`[${POPUP_ATTRIBUTE}="${popup.id}"]`)
        ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]');
      if (dialog) spacerHeight(dialog.offsetHeight);
    }, 0);
  };

  return {
    box: (viewport) =>
      popupBox(
        { type: popup.type, format: popup.format, size: popup.size, location: design.poptin_location },
        viewport,
      ),
    entryClass: entryEffectClass(design.poptin_design_entry_effect),
    exitClass: exitEffectClass(design.poptin_design_exit_effect),
    teaser: mode !== null,
    redirects: redirect !== null || cartAction !== null,
    meta: coupon ? { coupon } : {},
    start(env, box, shown) {
      spacer = pushPage(document, box.pushPage);
      fitSpacer(box);
      env.helpers = startHelpers(shown, options, later, loadPhone);
      if (options.launchPopup) env.launchPopup = (target) => options.launchPopup?.(target, popup.id);
      env.page = pageOf(window);
      env.popupId = popup.id;
      env.cartAction = (slot) => runCartAction({ window, navigate }, design[slot]);
      env.openLink = (url, newTab) => {
        // `noopener`: the linked page gets no handle on the host page.
        if (newTab) window.open(url, '_blank', 'noopener');
        else navigate(url);
      };
      // Spec section 2: triangle tabs (and every tab but an `always` one) hide while the popup is open.
      const tab = document.querySelector(`[data-hookline-teaser="${popup.id}"]`);
      if (tab && !teaserVisible(mode, 'open', design.poptin_design_teaser_shape === 'triangle')) tab.remove();
    },
    resized(box) {
      if (box.pushPage > 0) spacerHeight(box.pushPage);
      fitSpacer(box);
    },
    redirect(values, close) {
      // The cart action runs and the address is read while the popup is open; the visitor leaves
      // once it has closed, so that its close is recorded first.
      if (cartAction) runCartAction({ window, navigate }, cartAction);
      const url =
        redirect && !cartAction
          ? redirectUrl(redirect, {
              sendFormData: design.poptin_design_redirect_send_form_data === true,
              formData: values,
              ...pageOf(window),
            })
          : null;
      close();
      if (url) navigate(url);
    },
    closed() {
      removeSpacer();
      if (mode === 'always' || mode === 'after_close')
        showTeaser({ popup, document, log: options.log, onOpen: reopen });
    },
    removed: removeSpacer,
  };
}
