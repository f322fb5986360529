/** @jsxImportSource preact */
import { autoCloseMs, closeControl, FADE_IN_CLASS_MS } from '@hookline/rules';
import type { TCloseTrigger } from '@hookline/schema';
import { render } from 'preact';
import type { MountPopupOptions } from '../contract.ts';
import { trapTab } from '../focus.ts';
import type { PopupEnv } from '../popup-env.ts';
import { PopupView, type PopupViewProps } from '../render.tsx';
import type { PopupSession } from '../session.ts';
import type { Later } from '../timers.ts';
import { removeAfterExit, removePopup } from './closing.ts';
import { escapeClosesPopup } from './escape.ts';
import { dialogIn, focusWhenShown } from './focus.ts';
import { fitSmallScreen, popupBoxIn, RESIZE_DEBOUNCE_MS, viewportOf } from './placement.ts';

/** The props of a popup's view that stay the same while it shows (its mount gives them). */
export type SteadyView = Omit<PopupViewProps, 'viewport' | 'box' | 'closing' | 'entryClass' | 'shownAt'> & {
  env: PopupEnv & { later: Later };
  onClose(trigger: TCloseTrigger): void;
};

/** A popup whose parts have loaded, as its mount drives it. */
export interface ShownPopup {
  /** Draws the popup again (a unique coupon code came). */
  draw(): void;
  /** Stops listening to the page: the popup takes no more input. */
  stop(): void;
  /**
   * Takes the popup off the page: at once when it has not shown yet or the visitor prefers reduced
   * motion, otherwise once it has faded out or played its exit effect (`forced`: the visitor
   * closed it, so its host goes sooner).
   */
  leave(forced: boolean): void;
}

/**
 * Shows a popup whose parts have loaded in `root` (in its `host`'s `shadow` root): fits its box to
 * the window (a fluid box, a phone's, waits for the small-screen chunk), starts the extras chunk's
 * `session` and draws `view`. While it shows, Escape closes it once `escapeClosesPopup` allows and
 * Tab stays inside a modal popup, its box follows the window 100 ms after a resize, focus moves
 * into a modal popup, the entry class goes after the fade-in, and it closes by itself after its
 * auto-close time unless a content lock holds it or it was `submitted`. `detach` runs when the
 * page has removed its host (a single-page app's navigation).
 */
export function showPopup(
  options: MountPopupOptions,
  host: HTMLElement,
  shadow: ShadowRoot,
  root: HTMLElement,
  session: PopupSession | null,
  view: SteadyView,
  detach: () => void,
  submitted: () => boolean,
): ShownPopup {
  const { popup, document, window } = options;
  const { design } = popup;
  const { later } = view.env;
  const control = closeControl(design, popup.showCloseButton);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  const boxOf = () => popupBoxIn(viewportOf(window), popup.size, session);
  let box = boxOf();
  let shownAt = options.now();
  let entryClass: string | undefined = 'hl-fade-in';
  let closing: string | boolean = false;
  let started = false;
  let stopped = false;
  // Laid out for a small screen once its box was fluid.
  let smallScreen: Promise<void> | undefined;
  const fitFluid = () => (smallScreen ??= fitSmallScreen(host, shadow, window, options.log));

  const draw = () =>
    render(
      <PopupView
        {...view}
        viewport={viewportOf(window)}
        box={box}
        closing={closing}
        entryClass={entryClass}
        shownAt={shownAt}
      />,
      root,
    );

  const onKeyDown = (event: KeyboardEvent) => {
    try {
      if (!host.isConnected) return detach(); // the page removed the popup (a single-page app's navigation)
      const dialog = dialogIn(shadow);
      if (!dialog) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        if (escapeClosesPopup(design, control, box, options.now() - shownAt)) view.onClose('cancel_click');
      } else if (event.key === 'Tab' && !event.defaultPrevented && box.modal) {
        trapTab(event, dialog, shadow);
      }
    } catch (error) {
      options.log('popup keyboard handling failed', error);
    }
  };

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      box = boxOf();
      session?.resized(box);
      if (box.fluid) void fitFluid();
      draw();
    }, RESIZE_DEBOUNCE_MS);
  };

  const start = () => {
    if (stopped) return;
    box = boxOf();
    if (box.fluid && !smallScreen) return void fitFluid().then(start);
    started = true;
    shownAt = options.now();
    if (session) {
      session.start(view.env, box, view.content);
      entryClass = session.entryClass;
    }
    draw();
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    later(() => {
      entryClass = undefined;
      if (!closing) draw();
    }, FADE_IN_CLASS_MS);
    if (box.modal) focusWhenShown(window, shadow, design, later);
    // Auto-close, unless a content lock holds the popup open until a submit.
    const autoClose = design.poptin_design_content_lock === true ? null : autoCloseMs(design);
    if (autoClose !== null) later(() => !submitted() && view.onClose('auto_close'), autoClose);
  };
  start();

  return {
    draw,
    stop() {
      stopped = true;
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
      clearTimeout(resizeTimer);
    },
    leave(forced) {
      const exit = session?.exitClass;
      if (reducedMotion || !started) return removePopup(root, host);
      closing = exit ?? true;
      draw();
      removeAfterExit(root, host, exit, session?.teaser === true, forced);
    },
  };
}
