/** @jsxImportSource preact */
import type { TCloseTrigger, TLang, TPopupContent } from '@hookline/schema';
import { render, type JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Block } from './blocks.tsx';
import { firstHeading, screenFor } from './content.ts';
import type { FormSubmission } from './contract.ts';
import { numberTabOrder } from './focus.ts';
import { MainForm } from './main-form.tsx';
import { POPUP_CSS } from './styles.ts';

export { POPUP_CSS } from './styles.ts';

export interface PopupViewProps {
  popupId: string;
  /** The popup's name: the dialog's accessible name when the content has no heading. */
  name: string;
  content: TPopupContent;
  lang?: TLang;
  /** Spec section 2: a lightbox is 800x500 by default. */
  size?: { width: number; height: number };
  /** The fit-to-window scale, at most 1. */
  scale?: number;
  isMobile?: boolean;
  showCloseButton?: boolean;
  /** Show the thank-you screen after a submit (when the content has one); otherwise close. */
  showThankYou?: boolean;
  closeOnBackdropClick?: boolean;
  /** Spec section 2: 500 plus 100 per popup. */
  tabIndexBase?: number;
  /** Lay the popup out inside its container (dashboard preview) instead of over the window. */
  inline?: boolean;
  /** Fading out. */
  closing?: boolean;
  onSubmit?(submission: FormSubmission): void;
  onClose?(trigger: TCloseTrigger): void;
}

const DEFAULT_SIZE = { width: 800, height: 500 };

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        stroke-width="2.4"
        stroke-linecap="round"
        fill="none"
      />
    </svg>
  );
}

/**
 * A lightbox popup rendered from its content document: the backdrop, the dialog (role, modal,
 * accessible name), the main screen's form, the thank-you screen after a valid submit, and the
 * close button. The visitor script mounts it in a shadow root; the dashboard previews with it.
 */
export function PopupView(props: PopupViewProps) {
  const { content, isMobile = false, lang = 'en', tabIndexBase = 500 } = props;
  const [screen, setScreen] = useState<'main' | 'thank_you'>('main');
  const dialog = useRef<HTMLDivElement>(null);
  const main = screenFor(content, 'main', isMobile) ?? content.main;
  const thankYou = screenFor(content, 'thank_you', isMobile);
  const size = props.size ?? DEFAULT_SIZE;
  const close = (trigger: TCloseTrigger) => props.onClose?.(trigger);

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
    else close('submit');
  };

  const onBackdropClick = (event: JSX.TargetedMouseEvent<HTMLDivElement>) => {
    if (props.closeOnBackdropClick && event.target === event.currentTarget) close('bg_click');
  };

  const overlayClass = ['hl-overlay', props.inline && 'hl-inline', props.closing && 'hl-closing']
    .filter(Boolean)
    .join(' ');
  return (
    <div class={overlayClass} onClick={onBackdropClick}>
      <div
        ref={dialog}
        class="hl-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={firstHeading(main) || props.name || 'Popup'}
        tabIndex={-1}
        dir={lang === 'he' ? 'rtl' : 'ltr'}
        lang={lang}
        style={{
          width: `${size.width}px`,
          height: `${size.height}px`,
          transform: `scale(${props.scale ?? 1})`,
        }}
      >
        {screen === 'main' ? (
          <MainForm
            screen={main}
            lang={lang}
            idPrefix={`hl-${props.popupId}`}
            onSubmitted={submitted}
            onClose={close}
          />
        ) : (
          <div class="hl-screen" role="status">
            {(thankYou?.blocks ?? []).map((block, index) => (
              <Block key={index} block={block} inForm={false} onClose={close} />
            ))}
          </div>
        )}
        {props.showCloseButton !== false && (
          <button type="button" class="hl-close" aria-label="Close" onClick={() => close('cancel_click')}>
            <CloseIcon />
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * Renders a popup preview into `host` (the dashboard's editor): an open shadow root holding the
 * popup's styles and the popup laid out inside the host. Returns how to remove it.
 */
export function renderPopupPreview(host: HTMLElement, props: PopupViewProps): () => void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let container = shadow.querySelector<HTMLElement>('[data-hookline-preview]');
  if (!container) {
    const style = host.ownerDocument.createElement('style');
    style.textContent = POPUP_CSS;
    container = host.ownerDocument.createElement('div');
    container.setAttribute('data-hookline-preview', '');
    container.style.cssText = 'position:relative;width:100%;height:100%';
    shadow.append(style, container);
  }
  const target = container;
  render(<PopupView {...props} inline />, target);
  return () => render(null, target);
}
