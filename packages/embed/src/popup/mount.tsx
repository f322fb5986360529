/** @jsxImportSource preact */
import { popupScale, thankYouCloseSeconds } from '@hookline/rules';
import type { TCloseTrigger } from '@hookline/schema';
import { render } from 'preact';
import { parsePopupContent, screenFor } from './content.ts';
import type { FormSubmission, MountPopupOptions, PopupHandle } from './contract.ts';
import { firstField, focusableIn, nextFocusIndex } from './focus.ts';
import { PopupView } from './render.tsx';
import { HOST_STYLE, POPUP_CSS } from './styles.ts';

/** Spec section 2: Escape closes a popup only once it has been open this long. */
export const ESCAPE_DELAY_MS = 800;
/** Spec section 2: focus moves to the first field after 2 s. */
export const FIRST_FIELD_FOCUS_MS = 2000;
/** The fade-out before the popup is removed. */
export const EXIT_MS = 200;
/** Spec section 9: resize debounce. */
const RESIZE_DEBOUNCE_MS = 100;

/**
 * Shows a popup over the page: a `<div data-hookline-popup="{id}">` host at the end of `<body>`
 * with an open shadow root holding the styles and the Preact-rendered dialog. Handles what the
 * page around it must do: Tab and Shift-Tab stay inside the dialog, Escape closes after 800 ms,
 * focus moves to the first field after 2 s and returns to where it was on close, the popup
 * rescales with the window, and the thank-you screen closes by itself. Throws only when the
 * content is unreadable (the loader catches it).
 */
export function mountPopup(options: MountPopupOptions): PopupHandle {
  const { popup, document, window } = options;
  const content = parsePopupContent(popup.content);
  if (!content) throw new Error(`popup ${popup.id} has no readable content`);
  const design = popup.design;
  const showThankYou =
    design.poptin_design_thank_screen !== false &&
    (screenFor(content, 'thank_you', options.isMobile)?.blocks.length ?? 0) > 0;

  const host = document.createElement('div');
  host.setAttribute('data-hookline-popup', popup.id);
  host.style.cssText = HOST_STYLE;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = POPUP_CSS;
  const root = document.createElement('div');
  shadow.append(style, root);
  document.body.appendChild(host);

  const openedAt = options.now();
  const returnFocus = document.activeElement;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      try {
        run();
      } catch (error) {
        options.log('popup timer failed', error);
      }
    }, ms);
    timers.add(timer);
  };
  const fitScale = () => popupScale(popup.size, { width: window.innerWidth, height: window.innerHeight });
  let scale = fitScale();
  let closed = false;

  const dialog = () => shadow.querySelector<HTMLElement>('[role="dialog"]');

  const onSubmit = (submission: FormSubmission) => {
    try {
      options.onSubmit(submission);
    } catch (error) {
      options.log('recording the conversion failed', error);
    }
    if (showThankYou) later(() => close('auto_close'), thankYouCloseSeconds(design) * 1000);
  };

  const draw = (closing = false) =>
    render(
      <PopupView
        popupId={popup.id}
        name={popup.name}
        content={content}
        lang={popup.lang}
        size={popup.size}
        scale={scale}
        isMobile={options.isMobile}
        showCloseButton={popup.showCloseButton}
        showThankYou={showThankYou}
        closeOnBackdropClick={design.poptin_design_close_on_screen_click === true}
        tabIndexBase={options.tabIndexBase}
        closing={closing}
        onSubmit={onSubmit}
        onClose={(trigger) => close(trigger)}
      />,
      root,
    );

  const trapTab = (event: KeyboardEvent, box: HTMLElement) => {
    event.preventDefault();
    const items = focusableIn(box);
    const next =
      items[nextFocusIndex(items.length, items.indexOf(shadow.activeElement as HTMLElement), event.shiftKey)];
    (next ?? box).focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    try {
      if (!host.isConnected) return detach(); // the page removed the popup (a single-page app's navigation)
      const box = dialog();
      if (closed || !box) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        if (options.now() - openedAt >= ESCAPE_DELAY_MS) close('cancel_click');
      } else if (event.key === 'Tab' && !event.defaultPrevented) {
        trapTab(event, box);
      }
    } catch (error) {
      options.log('popup keyboard handling failed', error);
    }
  };

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (closed) return;
      scale = fitScale();
      draw();
    }, RESIZE_DEBOUNCE_MS);
  };

  /** Stops listening to the page; the popup takes no more input. */
  function detach(): void {
    closed = true;
    document.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('resize', onResize);
    clearTimeout(resizeTimer);
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  }

  function close(trigger: TCloseTrigger): void {
    if (closed) return;
    detach();
    try {
      draw(true);
      const remove = () => {
        render(null, root);
        host.remove();
      };
      if (reducedMotion) remove();
      else setTimeout(remove, EXIT_MS);
      const previous = returnFocus as HTMLElement | null;
      if (previous?.isConnected && typeof previous.focus === 'function')
        previous.focus({ preventScroll: true });
    } finally {
      try {
        options.onClose(trigger);
      } catch (error) {
        options.log('recording the close failed', error);
      }
    }
  }

  draw();
  document.addEventListener('keydown', onKeyDown);
  window.addEventListener('resize', onResize);
  dialog()?.focus({ preventScroll: true });
  later(() => {
    const box = dialog();
    const active = shadow.activeElement;
    if (box && (!active || active === box)) firstField(box)?.focus({ preventScroll: true });
  }, FIRST_FIELD_FOCUS_MS);

  return { close };
}
