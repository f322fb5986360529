/** @jsxImportSource preact */
import {
  afterSubmitCloseSeconds,
  autoCloseMs,
  closeButtonDelayMs,
  closeControl,
  escapeCloses,
  EXIT_EFFECT_MS,
  FADE_IN_CLASS_MS,
  FAST_FADE_MS,
  removalDelayMs,
  skipSecondsLeft,
  type PopupBox,
} from '@hookline/rules';
import type { TCloseTrigger, TPopupContent } from '@hookline/schema';
import { render } from 'preact';
import { parsePopupContent, screenFor } from './content.ts';
import type { FormSubmission, MountPopupOptions, PopupHandle } from './contract.ts';
import { firstField, trapTab } from './focus.ts';
import { createHost } from './host.ts';
import { loadDynamicText, loadExtras, loadGame, loadSmallScreen } from './lazy-parts.ts';
import { lightboxBox, needsExtras } from './needs.ts';
import type { PopupEnv } from './popup-env.ts';
import { PopupView } from './render.tsx';
import { fixedViewProps } from './view-props.ts';
import { onNextFrame, popupTimers } from './timers.ts';
import type { PopupSession } from './session.ts';
import { POPUP_CSS } from './styles.ts';

export { ESCAPE_DELAY_MS } from '@hookline/rules';
/** Spec section 2: focus moves to the first field after 2 s. */
export const FIRST_FIELD_FOCUS_MS = 2000;
/** When focus moves into the popup: `focus_delay_ms` (page-builder popups: 250 ms), else 2 s. */
const focusDelayMs = (design: { focus_delay_ms?: unknown }): number =>
  typeof design.focus_delay_ms === 'number' && design.focus_delay_ms >= 0
    ? design.focus_delay_ms
    : FIRST_FIELD_FOCUS_MS;
/** The fade before the dialog leaves the page (the host element may linger longer, spec section 4). */
export const EXIT_MS = FAST_FADE_MS;
/** Spec section 9: resize debounce. */
const RESIZE_DEBOUNCE_MS = 100;
/**
 * Shows a popup on the page: a `<div data-hookline-popup="{id}">` host (fixed at the end of
 * `<body>`, or inside the `[data-hookline-embed="{id}"]` element for embedded popups) with an open
 * shadow root holding the styles and the Preact-rendered popup. Handles what the page around it
 * must do: Tab and Shift-Tab stay inside modal popups, Escape closes after 800 ms (through Skip or
 * the X), focus moves to the first field after 2 s and returns on close, the popup rescales with
 * the window and closes by itself (auto-close, thank-you screen, countdown). What only other popups
 * do (pushing the page down, entry and exit effects, the fields' helpers, a redirect after a
 * conversion, the teaser tab after a close, the coupon sent with it) is the extras chunk's
 * `popupSession` (session.ts); a gamified popup's game is the game chunk's. Throws when the content
 * is unreadable or an embedded popup has no element.
 */
export function mountPopup(options: MountPopupOptions): PopupHandle {
  const { popup, document, window } = options;
  const parsed = parsePopupContent(popup.content);
  if (!parsed) throw new Error(`popup ${popup.id} has no readable content`);
  let content: TPopupContent = parsed;
  const design = popup.design;
  const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
  // The extras chunk's hooks, when the popup needed it (set before the popup starts).
  let session: PopupSession | null = null;
  const boxOf = (): PopupBox => session?.box(viewport()) ?? lightboxBox(popup.size, viewport());
  const thankYouScreen = screenFor(content, 'thank_you', options.isMobile, design.switch_mobile_editor);
  // A game shows its own result screens; its conversion waits on them as on a thank-you screen.
  const game = popup.type === 'gamified';
  const showThankYou =
    game || (design.poptin_design_thank_screen !== false && (thankYouScreen?.blocks.length ?? 0) > 0);
  const control = closeControl(design, popup.showCloseButton);

  const { later, clear: clearTimers } = popupTimers(options.log);

  const host = createHost(options);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = POPUP_CSS;
  const root = document.createElement('div');
  shadow.append(style, root);

  const returnFocus = document.activeElement;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  let openedAt = options.now();
  let closing: string | boolean = false;
  let entryClass: string | undefined = 'hl-fade-in';
  let closed = false;
  let started = false;
  let submitted = false;

  const env: PopupEnv = {
    lang: popup.lang,
    design,
    now: options.now,
    log: options.log,
    extras: null,
    origin: options.apiHost,
    countConversion: (label) => send({ values: {}, extraFields: [], meta: { extra_button: label } }),
    later,
  };
  let box = boxOf();

  const dialog = () => shadow.querySelector<HTMLElement>('[role="dialog"]');

  function send(submission: FormSubmission): void {
    submitted = true;
    const meta = { ...submission.meta, ...session?.meta };
    try {
      options.onSubmit({ ...submission, ...(Object.keys(meta).length ? { meta } : {}) });
    } catch (error) {
      options.log('recording the conversion failed', error);
    }
    host.setAttribute('data-hookline-submitted', '');
  }

  const onSubmit = (submission: FormSubmission) => {
    send(submission);
    const redirects = session?.redirects === true;
    const seconds = afterSubmitCloseSeconds({
      design,
      hasThankYouScreen: showThankYou && !redirects,
      lang: popup.lang,
      openedByClick: options.trigger === 'click' || popup.onClick === true,
      redirects,
    });
    later(() => {
      if (redirects) {
        const url = session?.redirectTo(submission.values);
        close('submit', false);
        if (url) (options.navigate ?? ((to: string) => window.location.assign(to)))(url);
        return;
      }
      close(showThankYou ? 'auto_close' : 'submit', false);
    }, seconds * 1000);
  };

  const fixedProps = fixedViewProps(options);
  const draw = () =>
    render(
      <PopupView
        {...fixedProps}
        content={content}
        viewport={viewport()}
        box={box}
        showThankYou={showThankYou && !session?.redirects}
        closing={closing}
        entryClass={entryClass}
        shownAt={openedAt}
        env={env}
        onSubmit={onSubmit}
        onClose={(trigger) => close(trigger, trigger !== 'auto_close' && trigger !== 'timer')}
        onDoNotShowAgain={options.onDoNotShowAgain}
      />,
      root,
    );

  const controlReady = () => {
    const open = options.now() - openedAt;
    return control === 'skip' ? skipSecondsLeft(design, open) === 0 : open >= closeButtonDelayMs(design);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    try {
      if (!host.isConnected) return detach(); // the page removed the popup (a single-page app's navigation)
      const dialogBox = dialog();
      if (closed || !started || !dialogBox) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        const closes = escapeCloses({
          embedded: box.placement === 'inline',
          contentLock: design.poptin_design_content_lock === true,
          openForMs: options.now() - openedAt,
          control,
          controlReady: controlReady(),
        });
        // Page-builder popups may switch Escape off (`close_on_escape` false).
        if (closes && design.close_on_escape !== false) close('cancel_click', true);
      } else if (event.key === 'Tab' && !event.defaultPrevented && box.modal) {
        trapTab(event, dialogBox, shadow);
      }
    } catch (error) {
      options.log('popup keyboard handling failed', error);
    }
  };

  // The small-screen chunk: the reflowed layout's style sheet and the keyboard's handling, loaded
  // once the popup's box is fluid (a phone), so a desktop visitor never downloads it.
  let smallScreen: Promise<void> | undefined;
  const loadFluid = () =>
    (smallScreen ??= loadSmallScreen().then(
      (chunk) => chunk.fitSmallScreen(host, shadow, window),
      (error: unknown) => options.log('a popup part failed to load', error),
    ));

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (closed || !started) return;
      box = boxOf();
      session?.resized(box);
      if (box.fluid) void loadFluid();
      draw();
    }, RESIZE_DEBOUNCE_MS);
  };

  /** Stops listening to the page; the popup takes no more input. */
  function detach(): void {
    closed = true;
    document.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('resize', onResize);
    clearTimeout(resizeTimer);
    clearTimers();
  }

  function close(trigger: TCloseTrigger, forced = true): void {
    if (closed) return;
    detach();
    try {
      const exit = session?.exitClass;
      const removeHost = () => {
        render(null, root);
        host.remove();
      };
      if (reducedMotion || !started) removeHost();
      else {
        closing = exit ?? true;
        draw();
        // The dialog leaves after its fade (or exit effect); the host lingers as spec section 4 times it.
        setTimeout(() => render(null, root), exit ? EXIT_EFFECT_MS : FAST_FADE_MS);
        setTimeout(
          removeHost,
          removalDelayMs({ exitEffect: exit !== undefined, teaser: session?.teaser === true, forced }),
        );
      }
      const previous = returnFocus as HTMLElement | null;
      if (previous?.isConnected && typeof previous.focus === 'function')
        previous.focus({ preventScroll: true });
      session?.closed();
    } finally {
      try {
        options.onClose(trigger);
      } catch (error) {
        options.log('recording the close failed', error);
      }
    }
  }

  function start(): void {
    if (closed) return;
    box = boxOf();
    if (box.fluid && !smallScreen) return void loadFluid().then(start);
    started = true;
    openedAt = options.now();
    if (session) {
      session.start(env, box, content);
      entryClass = session.entryClass;
    }
    draw();
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    // Focus once the first frame with the popup is drawn (a timer from the frame's start): focusing
    // right after mounting would make the browser lay the popup out at once, inside this script.
    if (box.modal) onNextFrame(window, () => later(() => dialog()?.focus({ preventScroll: true }), 0));
    later(() => {
      entryClass = undefined;
      if (!closing) draw();
    }, FADE_IN_CLASS_MS);
    if (box.modal) {
      later(() => {
        const dialogBox = dialog();
        const active = shadow.activeElement;
        if (dialogBox && (!active || active === dialogBox))
          firstField(dialogBox)?.focus({ preventScroll: true });
      }, focusDelayMs(design));
    }
    // Auto-close, unless a content lock holds the popup open until a submit.
    const autoClose = design.poptin_design_content_lock === true ? null : autoCloseMs(design);
    if (autoClose !== null) later(() => !submitted && close('auto_close', false), autoClose);
  }

  // What must load before the popup can show: the extras chunk when the popup needs it, the
  // dynamic text filler when the content has tags (freemium accounts keep them as written).
  const waits: Promise<unknown>[] = [];
  // A preview shows its banner (the extras chunk) too.
  if (needsExtras(popup, content) || options.preview === true) {
    waits.push(
      loadExtras().then((extras) => {
        env.extras = extras;
        session = extras.popupSession({ options, content: parsed, later, reopen: () => mountPopup(options) });
        const layouts = document.createElement('style');
        layouts.textContent = extras.LAYOUT_CSS;
        style.after(layouts);
      }),
    );
  }
  if (game) {
    waits.push(
      loadGame().then((chunk) => {
        env.game = chunk;
        const css = document.createElement('style');
        css.textContent = chunk.GAME_CSS;
        root.before(css);
      }),
    );
  }
  if (!options.isFreemium && JSON.stringify(content).includes('{{')) {
    waits.push(
      loadDynamicText().then(({ fillForPage }) => {
        content = fillForPage(content, options);
      }),
    );
  }
  if (waits.length === 0) start();
  else
    void Promise.all(
      waits.map((wait) => wait.catch((error: unknown) => options.log('a popup part failed to load', error))),
    ).then(start);

  return {
    coupon(code) {
      env.coupon = code;
      if (!closed) draw();
    },
    close: (trigger) => close(trigger, true),
    remove() {
      detach();
      session?.removed();
      render(null, root);
      host.remove();
    },
  };
}
