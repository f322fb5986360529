/** @jsxImportSource preact */
import type { PopupBox } from '@hookline/rules';
import type { TCloseTrigger, TLang, TPopupContent, TPopupLook, TScreen } from '@hookline/schema';
import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Block } from './blocks.tsx';
import { firstHeading, screenFor } from './content.ts';
import type { FormSubmission } from './contract.ts';
import { closingControls } from './closing-controls.tsx';
import { numberTabOrder } from './focus.ts';
import { MainForm } from './main-form.tsx';
import { lookStyle } from './look-style.ts';
import { PopupEnvContext, type PopupEnv } from './popup-env.ts';
import { dialogStyleOf, frameClass } from './view-layout.ts';

export interface PopupViewProps {
  popupId: string;
  /** The popup's name: the dialog's accessible name when the content has no heading. */
  name: string;
  content: TPopupContent;
  lang: TLang;
  /** `poptin_type` and `poptin_format` (spec section 1). */
  type: string;
  format: number;
  /** `design_properties`. */
  design: Readonly<Record<string, unknown>>;
  /** Spec section 2: a lightbox is 800x500 by default. */
  size: { width: number; height: number };
  /** The window the popup fits in. */
  viewport?: { width: number; height: number };
  /** Where and how big the popup shows in `viewport` (its type's box, or a lightbox's). */
  box: PopupBox;
  isMobile: boolean;
  showCloseButton?: boolean;
  /** The credit badge of freemium accounts (`if_poptin_credit`). */
  showCredit?: boolean;
  /** Preview mode (spec section 2): a banner says that submission will not be functional. */
  preview?: boolean;
  /** Template markup (`poptin`) or its address (`poptin_url`), shown sanitised above the blocks. */
  template?: { html?: string; url?: string } | undefined;
  /** Show the thank-you screen after a submit (when the content has one); otherwise close. */
  showThankYou?: boolean;
  /** Close with `submit` after a submit without a thank-you screen (the preview); the visitor script times it. */
  closeOnSubmit?: boolean;
  closeOnBackdropClick?: boolean;
  /** Spec section 2: 500 plus 100 per popup. */
  tabIndexBase: number;
  /** Lay the popup out inside its container (dashboard preview) instead of over the window. */
  inline?: boolean;
  /** Fading out; a string names the exit effect's class. */
  closing?: boolean | string;
  /** A game's result screen to preview (dashboard) instead of its play screen. */
  gameScreen?: 'post_play' | 'winning' | 'losing' | undefined;
  /** The entry effect's class while it plays. */
  entryClass?: string | undefined;
  /** When the popup showed (countdowns, the Skip countdown, the close X delay). */
  shownAt?: number;
  /** Where the popup runs: the visitor script's mount, or a preview (`previewEnv`). */
  env: PopupEnv;
  onSubmit?(submission: FormSubmission): void;
  onClose?(trigger: TCloseTrigger): void;
  /** "Don't show this again" was pressed (shown when `design.do_not_show_again` is on). */
  onDoNotShowAgain?: (() => void) | undefined;
}

/**
 * A popup rendered from its content document: the frame of its type (a lightbox's backdrop, a
 * bar, a corner box, a side panel, a fullpage canvas, an inline box), the dialog (role, accessible
 * name, modal for the types over the page), the main screen's form, the thank-you screen after a
 * valid submit, and the closing controls. The visitor script mounts it in a shadow root; the
 * dashboard previews with it.
 */
export function PopupView(props: PopupViewProps) {
  const { content, env, isMobile, lang, tabIndexBase, design, box } = props;
  const [screen, setScreen] = useState<'main' | 'thank_you'>('main');
  const [shownAt] = useState(() => props.shownAt ?? env.now());
  // A control that appears later (the close X) joins the numbered tab order.
  const [, relayout] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const main = screenFor(content, 'main', isMobile, design.switch_mobile_editor) ?? content.main;
  const thankYou = screenFor(content, 'thank_you', isMobile, design.switch_mobile_editor);
  const contentLock = design.poptin_design_content_lock === true;
  const close = (trigger: TCloseTrigger) => {
    if (contentLock && trigger !== 'submit' && trigger !== 'timer') return;
    props.onClose?.(trigger);
  };

  useLayoutEffect(() => {
    if (dialog.current) numberTabOrder(dialog.current, tabIndexBase);
  });
  useEffect(() => {
    // The submit button is gone with the form: keep focus in the dialog.
    if (screen === 'thank_you') dialog.current?.focus({ preventScroll: true });
  }, [screen]);

  const submitted = (submission: FormSubmission) => {
    props.onSubmit?.(submission);
    if (thankYou && props.showThankYou !== false) setScreen('thank_you');
    else if (props.closeOnSubmit !== false) close('submit');
  };

  const onBackdropClick = (event: JSX.TargetedMouseEvent<HTMLDivElement>) => {
    if (props.closeOnBackdropClick && box.modal && event.target === event.currentTarget) close('bg_click');
  };

  const arrangement = `hl-arr-${box.arrangement}`;
  /** A screen's form; each of a game's screens has its own key, so that its form starts afresh. */
  const form = (
    shown: TScreen,
    key: string | undefined,
    onSubmitted: (submission: FormSubmission) => void,
  ) => (
    <MainForm
      key={key}
      screen={shown}
      lang={lang}
      idPrefix={`hl-${props.popupId}`}
      arrangement={arrangement}
      shownAt={shownAt}
      onSubmitted={onSubmitted}
      onClose={close}
    />
  );
  return (
    <PopupEnvContext.Provider value={env}>
      <div
        class={frameClass(props)}
        onClick={onBackdropClick}
        data-placement={box.placement}
        style={lookStyle(design.look as TPopupLook | undefined)}
      >
        <div
          ref={dialog}
          class={design.poptin_design_draggable === true ? 'hl-dialog hl-drag' : 'hl-dialog'}
          role="dialog"
          aria-modal={box.modal ? 'true' : 'false'}
          aria-label={firstHeading(main) || props.name || 'Popup'}
          tabIndex={-1}
          dir={lang === 'he' ? 'rtl' : 'ltr'}
          lang={lang}
          data-type={props.type}
          data-format={String(props.format)}
          style={dialogStyleOf(box, env)}
        >
          {env.extras && <env.extras.DialogExtras view={props} box={box} dialog={dialog} />}
          {props.type === 'gamified' && env.game ? (
            <env.game.GameView view={props} onClose={close} form={form} />
          ) : screen === 'main' ? (
            <>
              {props.template && env.extras && <env.extras.HtmlPart {...props.template} log={env.log} />}
              {form(main, undefined, submitted)}
            </>
          ) : (
            <div class={`hl-screen ${arrangement}`} role="status">
              {(thankYou?.blocks ?? []).map((block, index) => (
                <Block key={index} block={block} inForm={false} onClose={close} shownAt={shownAt} />
              ))}
            </div>
          )}
          {closingControls(props, shownAt, close, () => relayout((n) => n + 1))}
        </div>
      </div>
    </PopupEnvContext.Provider>
  );
}
