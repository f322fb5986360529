/** @jsxImportSource preact */
import { closeControl as closeControlOf, type CloseControl, type PopupBox } from '@hookline/rules';
import type { TCloseTrigger, TLang, TPopupContent, TPopupLook } from '@hookline/schema';
import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Block } from './blocks.tsx';
import { firstHeading, screenFor } from './content.ts';
import type { FormSubmission } from './contract.ts';
import { CloseX } from './controls.tsx';
import { numberTabOrder } from './focus.ts';
import { MainForm } from './main-form.tsx';
import { lookStyle } from './look-style.ts';
import { lightboxBox } from './needs.ts';
import { messagesOf, PopupEnvContext, previewEnv, type PopupEnv } from './popup-env.ts';

export interface PopupViewProps {
  popupId: string;
  /** The popup's name: the dialog's accessible name when the content has no heading. */
  name: string;
  content: TPopupContent;
  lang?: TLang;
  /** `poptin_type` and `poptin_format` (spec section 1); a lightbox, format 1, when absent. */
  type?: string;
  format?: number;
  /** `design_properties`. */
  design?: Readonly<Record<string, unknown>>;
  /** Spec section 2: a lightbox is 800x500 by default. */
  size?: { width: number; height: number };
  /** The window the popup fits in; the popup's own size when absent (no scaling). */
  viewport?: { width: number; height: number };
  /** Where and how big the popup shows (the extras chunk's `popupBox`); a centred lightbox when absent. */
  box?: PopupBox;
  /** The fit-to-window scale, at most 1; overrides the one computed from `viewport`. */
  scale?: number;
  isMobile?: boolean;
  showCloseButton?: boolean;
  /** The credit badge of freemium accounts (`if_poptin_credit`). */
  showCredit?: boolean;
  /** Preview mode (spec section 2): a banner says that submission will not be functional. */
  preview?: boolean;
  /** Template markup (`poptin`) or its address (`poptin_url`), shown sanitised above the blocks. */
  template?: { html?: string; url?: string };
  /** Show the thank-you screen after a submit (when the content has one); otherwise close. */
  showThankYou?: boolean;
  /** Close with `submit` after a submit without a thank-you screen (the preview); the visitor script times it. */
  closeOnSubmit?: boolean;
  closeOnBackdropClick?: boolean;
  /** Spec section 2: 500 plus 100 per popup. */
  tabIndexBase?: number;
  /** Lay the popup out inside its container (dashboard preview) instead of over the window. */
  inline?: boolean;
  /** Fading out; a string names the exit effect's class. */
  closing?: boolean | string;
  /** A game's result screen to preview (dashboard) instead of its play screen. */
  gameScreen?: 'post_play' | 'winning' | 'losing' | undefined;
  /** The entry effect's class while it plays. */
  entryClass?: string;
  /** When the popup showed (countdowns, the Skip countdown, the close X delay). */
  shownAt?: number;
  env?: PopupEnv;
  onSubmit?(submission: FormSubmission): void;
  onClose?(trigger: TCloseTrigger): void;
  /** "Don't show this again" was pressed (shown when `design.do_not_show_again` is on). */
  onDoNotShowAgain?: (() => void) | undefined;
}

function frameClass(box: PopupBox, props: PopupViewProps): string {
  const classes = box.modal || box.placement === 'inline' ? ['hl-overlay'] : ['hl-frame'];
  if (box.placement !== 'center') classes.push(`hl-place-${box.placement}`);
  if (box.fluid) classes.push('hl-fluid');
  if (props.inline) classes.push('hl-inline');
  if (props.closing) classes.push(typeof props.closing === 'string' ? props.closing : 'hl-closing');
  else if (props.entryClass) classes.push(props.entryClass);
  return classes.join(' ');
}

/**
 * A popup rendered from its content document: the frame of its type (a lightbox's backdrop, a
 * bar, a corner box, a side panel, a fullpage canvas, an inline box), the dialog (role, accessible
 * name, modal for the types over the page), the main screen's form, the thank-you screen after a
 * valid submit, and the closing controls. The visitor script mounts it in a shadow root; the
 * dashboard previews with it.
 */
export function PopupView(props: PopupViewProps) {
  const { content, isMobile = false, lang = 'en', tabIndexBase = 500, design = {} } = props;
  const env = props.env ?? previewEnv(lang, design);
  const [screen, setScreen] = useState<'main' | 'thank_you'>('main');
  const [shownAt] = useState(() => props.shownAt ?? env.now());
  // A control that appears later (the close X) joins the numbered tab order.
  const [, relayout] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const main = screenFor(content, 'main', isMobile, design.switch_mobile_editor) ?? content.main;
  const thankYou = screenFor(content, 'thank_you', isMobile, design.switch_mobile_editor);
  const size = props.size ?? { width: 800, height: 500 };
  const box =
    props.box ??
    env.extras?.popupBox(
      { type: props.type ?? 'lightbox', format: props.format ?? 1, size, location: design.poptin_location },
      props.viewport ?? size,
    ) ??
    lightboxBox(size, props.viewport ?? size);
  const scale = props.scale ?? box.scale;
  const contentLock = design.poptin_design_content_lock === true;
  const control: CloseControl = closeControlOf(design, props.showCloseButton !== false);
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
  const look = design.look as TPopupLook | undefined;
  // A fluid box takes its size from the small-screen chunk's style sheet.
  const dialogStyle =
    env.extras?.inlineDialogStyle(box) ??
    (box.fluid
      ? undefined
      : { width: `${box.size.width}px`, height: `${box.size.height}px`, transform: `scale(${scale})` });
  return (
    <PopupEnvContext.Provider value={env}>
      <div
        class={frameClass(box, props)}
        onClick={onBackdropClick}
        data-placement={box.placement}
        style={lookStyle(look)}
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
          data-type={props.type ?? 'lightbox'}
          data-format={String(props.format ?? 1)}
          style={dialogStyle}
        >
          {design.poptin_design_draggable === true && env.extras && <env.extras.Drag dialog={dialog} />}
          {look && env.extras && <env.extras.LookParts look={look} box={box} env={env} />}
          {env.extras && (
            <env.extras.BackgroundEffect
              design={design}
              gamified={props.type === 'gamified'}
              closing={!!props.closing}
              env={env}
            />
          )}
          {props.preview && env.extras && <env.extras.PreviewBanner lang={lang} />}
          {props.type === 'gamified' && env.game ? (
            <env.game.GameView
              env={env}
              content={content}
              format={props.format ?? 1}
              design={design}
              lang={lang}
              isMobile={isMobile}
              onSubmit={props.onSubmit}
              onClose={close}
              previewScreen={props.gameScreen}
              form={(shown, key, onSubmitted) => (
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
              )}
            />
          ) : screen === 'main' ? (
            <>
              {props.template && env.extras && <env.extras.HtmlPart {...props.template} log={env.log} />}
              <MainForm
                screen={main}
                lang={lang}
                idPrefix={`hl-${props.popupId}`}
                arrangement={arrangement}
                shownAt={shownAt}
                onSubmitted={submitted}
                onClose={close}
              />
            </>
          ) : (
            <div class={`hl-screen ${arrangement}`} role="status">
              {(thankYou?.blocks ?? []).map((block, index) => (
                <Block key={index} block={block} inForm={false} onClose={close} shownAt={shownAt} />
              ))}
            </div>
          )}
          {control === 'skip' && env.extras && (
            <env.extras.SkipButton
              design={design}
              lang={lang}
              shownAt={shownAt}
              now={env.now}
              onClose={close}
            />
          )}
          {control === 'x' && (
            <CloseX
              design={design}
              shownAt={shownAt}
              now={env.now}
              onClose={close}
              onShown={() => relayout((n) => n + 1)}
            >
              {env.extras && <env.extras.CloseNote design={design} />}
            </CloseX>
          )}
          {design.do_not_show_again === true && (
            <button
              type="button"
              class="hl-dont-show"
              onClick={() => {
                props.onDoNotShowAgain?.();
                close('cancel_click');
              }}
            >
              {typeof design.do_not_show_again_label === 'string' && design.do_not_show_again_label
                ? design.do_not_show_again_label
                : 'Don’t show this again'}
            </button>
          )}
          {props.showCredit && <span class="hl-credit">{messagesOf(env).credit}</span>}
        </div>
      </div>
    </PopupEnvContext.Provider>
  );
}
