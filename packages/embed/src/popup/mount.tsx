import type { TCloseTrigger, TPopupContent } from '@hookline/schema';
import { render } from 'preact';
import { parsePopupContent } from './content.ts';
import type { FormSubmission, MountPopupOptions, PopupHandle } from './contract.ts';
import { createHost } from './host.ts';
import { closeAfterSubmit, sendConversion, showsThankYou } from './mount/after-submit.ts';
import { removePopup } from './mount/closing.ts';
import { returnFocus } from './mount/focus.ts';
import { loadPopupParts } from './mount/parts.ts';
import { showPopup, type ShownPopup } from './mount/show.tsx';
import type { ExtrasModule } from './lazy-parts.ts';
import type { PopupEnv } from './popup-env.ts';
import type { PopupSession } from './session.ts';
import { POPUP_CSS } from './styles.ts';
import { popupTimers } from './timers.ts';
import { fixedViewProps } from './view-props.ts';

export { ESCAPE_DELAY_MS } from '@hookline/rules';
export { EXIT_MS } from './mount/closing.ts';
export { FIRST_FIELD_FOCUS_MS } from './mount/focus.ts';

/**
 * Shows a popup on the page: a `<div data-hookline-popup="{id}">` host (fixed at the end of
 * `<body>`, or inside the `[data-hookline-embed="{id}"]` element for embedded popups) with an open
 * shadow root holding the styles and the Preact-rendered popup. It loads what the popup needs
 * (mount/parts.ts), then shows it (mount/show.tsx: Tab and Shift-Tab stay inside modal popups,
 * Escape closes after 800 ms through Skip or the X, focus moves to the first field after 2 s, the
 * popup rescales with the window and closes by itself); here it passes the conversion on, closes
 * after a submit, and takes the popup off the page (focus returns where it was). What only other
 * popups do (pushing the page down, entry and exit effects, the fields' helpers, a redirect after a
 * conversion, the teaser tab after a close, the coupon sent with it) is the extras chunk's
 * `popupSession` (session.ts); a gamified popup's game is the game chunk's. Throws when the content
 * is unreadable or an embedded popup has no element.
 */
export function mountPopup(options: MountPopupOptions): PopupHandle {
  const { popup, document } = options;
  const parsed = parsePopupContent(popup.content);
  if (!parsed) throw new Error(`popup ${popup.id} has no readable content`);
  let content: TPopupContent = parsed;
  const showThankYou = showsThankYou(options, content);
  const { later, clear: clearTimers } = popupTimers(options.log);

  const host = createHost(options);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = POPUP_CSS;
  const root = document.createElement('div');
  shadow.append(style, root);

  const focusBefore = document.activeElement;
  // The extras chunk's hooks, when the popup needed it (set before the popup shows).
  let session: PopupSession | null = null;
  let shown: ShownPopup | undefined;
  let closed = false;
  let submitted = false;
  const env: PopupEnv & { later: typeof later } = {
    lang: popup.lang,
    design: popup.design,
    now: options.now,
    log: options.log,
    extras: null,
    origin: options.apiHost,
    countConversion: (label) => send({ values: {}, extraFields: [], meta: { extra_button: label } }),
    later,
  };

  function send(submission: FormSubmission): void {
    submitted = true;
    sendConversion(options, host, submission, session?.meta);
  }

  const onSubmit = (submission: FormSubmission) => {
    send(submission);
    closeAfterSubmit(options, session, showThankYou, submission.values, later, (trigger) =>
      close(trigger, false),
    );
  };

  /** Stops listening to the page; the popup takes no more input. */
  function detach(): void {
    closed = true;
    shown?.stop();
    clearTimers();
  }

  function close(trigger: TCloseTrigger, forced = true): void {
    if (closed) return;
    detach();
    try {
      if (shown) shown.leave(forced);
      else removePopup(root, host);
      returnFocus(focusBefore);
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
    const view = {
      ...fixedViewProps(options),
      content,
      showThankYou: showThankYou && !session?.redirects,
      env,
      onSubmit,
      onClose: (trigger: TCloseTrigger) => close(trigger, trigger !== 'auto_close' && trigger !== 'timer'),
    };
    shown = showPopup(options, host, shadow, root, session, view, detach, () => submitted);
  }

  const startSession = (extras: ExtrasModule) => {
    session = extras.popupSession({ options, content: parsed, later, reopen: () => mountPopup(options) });
  };
  const filled = (text: TPopupContent) => (content = text);
  const parts = loadPopupParts(options, parsed, env, style, root, startSession, filled);
  if (parts) void parts.then(start);
  else start();

  return {
    coupon(code) {
      env.coupon = code;
      if (!closed) shown?.draw();
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
