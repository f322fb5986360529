/** @jsxImportSource preact */
import { closeControl as closeControlOf, type CloseControl, type PopupBox } from '@hookline/rules';
import type { TCloseTrigger, TLang, TPopupContent } from '@hookline/schema';
import { render, type JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Block } from './blocks.tsx';
import { firstHeading, parsePopupContent, screenFor } from './content.ts';
import type { FormSubmission } from './contract.ts';
import { CloseX } from './controls.tsx';
import { numberTabOrder } from './focus.ts';
import { loadedExtras, loadExtras, type ExtrasModule } from './lazy-parts.ts';
import { MainForm } from './main-form.tsx';
import { lightboxBox, needsExtras } from './needs.ts';
import { messagesOf, PopupEnvContext, previewEnv, type PopupEnv } from './popup-env.ts';
import { POPUP_CSS } from './styles.ts';

export { POPUP_CSS } from './styles.ts';

/** The dashboard preview lays the popup out inside its container rather than over the window. */
const PREVIEW_CSS = '.hl-overlay.hl-inline{position:absolute;width:100%;height:100%}';

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
  /** The entry effect's class while it plays. */
  entryClass?: string;
  /** When the popup showed (countdowns, the Skip countdown, the close X delay). */
  shownAt?: number;
  env?: PopupEnv;
  onSubmit?(submission: FormSubmission): void;
  onClose?(trigger: TCloseTrigger): void;
}

function frameClass(box: PopupBox, props: PopupViewProps): string {
  const classes = box.modal || box.placement === 'inline' ? ['hl-overlay'] : ['hl-frame'];
  if (box.placement !== 'center') classes.push(`hl-place-${box.placement}`);
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
  const dialogStyle = env.extras?.inlineDialogStyle(box) ?? {
    width: `${box.size.width}px`,
    height: `${box.size.height}px`,
    transform: `scale(${scale})`,
  };
  return (
    <PopupEnvContext.Provider value={env}>
      <div class={frameClass(box, props)} onClick={onBackdropClick} data-placement={box.placement}>
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
          {props.preview && env.extras && <env.extras.PreviewBanner lang={lang} />}
          {screen === 'main' ? (
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
          {props.showCredit && <span class="hl-credit">{messagesOf(env).credit}</span>}
        </div>
      </div>
    </PopupEnvContext.Provider>
  );
}

/**
 * Renders a popup preview into `host` (the dashboard's editor): an open shadow root holding the
 * popup's styles and the popup laid out inside the host. Returns how to remove it.
 */
export function renderPopupPreview(host: HTMLElement, props: PopupViewProps): () => void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let container = shadow.querySelector<HTMLElement>('[data-hookline-preview]');
  const document = host.ownerDocument;
  if (!container) {
    const style = document.createElement('style');
    style.textContent = POPUP_CSS + PREVIEW_CSS;
    container = document.createElement('div');
    container.setAttribute('data-hookline-preview', '');
    container.style.cssText = 'position:relative;width:100%;height:100%';
    shadow.append(style, container);
  }
  const target = container;
  const env = props.env ?? previewEnv(props.lang ?? 'en', props.design);
  let removed = false;
  const draw = () => !removed && render(<PopupView {...props} env={env} inline />, target);
  const useExtras = (extras: ExtrasModule) => {
    if (!shadow.querySelector('[data-hookline-extras]')) {
      const style = document.createElement('style');
      style.setAttribute('data-hookline-extras', '');
      style.textContent = extras.LAYOUT_CSS;
      shadow.insertBefore(style, target);
    }
    env.extras = extras;
  };
  const traits = {
    type: props.type ?? 'lightbox',
    lang: props.lang,
    format: props.format ?? 1,
    design: props.design ?? {},
    templateMarkup: props.template?.html,
    templateUrl: props.template?.url,
  };
  if (!env.extras && needsExtras(traits, props.content)) {
    // Loaded once, the extras chunk serves the next previews at once.
    const loaded = loadedExtras();
    if (loaded) useExtras(loaded);
    else
      void loadExtras().then((extras) => {
        useExtras(extras);
        draw();
      });
  }
  draw();
  return () => {
    removed = true;
    render(null, target);
  };
}

export interface PreviewOptions {
  device?: 'desktop' | 'mobile';
  lang?: TLang;
  /** Which screen to show first. */
  screen?: 'main' | 'thank_you';
}

/** The popup record fields the preview reads (wire names, spec section 3). */
export interface PreviewRecord {
  poptin_id?: string;
  poptin_type?: string;
  poptin_format?: number;
  poptin_name?: string;
  poptin_size?: { width: number; height: number };
  poptin?: string | null;
  poptin_url?: string | null;
  x_close_button?: boolean;
  if_poptin_credit?: boolean;
  lang?: TLang;
  content: unknown;
  design_properties?: Readonly<Record<string, unknown>>;
}

/**
 * The dashboard's live preview: renders a popup record into `container` (its own shadow root) as
 * the visitor would see it on a desktop or a mobile device, with no events, no network and no
 * timers that close it. Call again with a changed record to update; the result removes it.
 * Throws when the content has no main screen.
 */
export function renderPreview(
  container: HTMLElement,
  record: PreviewRecord,
  options: PreviewOptions = {},
): () => void {
  const content = parsePopupContent(record.content);
  if (!content) throw new Error('the popup content has no main screen');
  const isMobile = options.device === 'mobile';
  const lang = options.lang ?? record.lang ?? 'en';
  const template = record.poptin ? { html: record.poptin } : undefined;
  return renderPopupPreview(container, {
    popupId: record.poptin_id ?? 'preview',
    name: record.poptin_name ?? '',
    content:
      options.screen === 'thank_you' && content.thank_you ? { ...content, main: content.thank_you } : content,
    lang,
    type: record.poptin_type ?? 'lightbox',
    format: record.poptin_format ?? 1,
    size: record.poptin_size,
    design: record.design_properties ?? {},
    isMobile,
    showCloseButton: record.x_close_button !== false,
    showCredit: record.if_poptin_credit === true,
    template,
  });
}
