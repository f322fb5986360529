/** @jsxImportSource preact */
import { linkButtonUrl } from '@hookline/rules';
import type { TBlock, TCloseTrigger } from '@hookline/schema';
import { useContext } from 'preact/hooks';
import { FieldList } from './fields.tsx';
import { Lazy } from './lazy.tsx';
import { loadCountdown, loadHtml } from './lazy-parts.ts';
import { PopupEnvContext } from './popup-env.ts';

type ButtonBlock = Extract<TBlock, { type: 'button' }>;

/** Image addresses a popup may load: web addresses and inline images, never scripts. */
export function safeImageSource(src: string): string | null {
  const value = src.trim();
  return /^(?:https?:)?\/\//i.test(value) ||
    /^\/(?!\/)/.test(value) ||
    /^data:image\/(?:png|gif|jpe?g|webp);/i.test(value)
    ? value
    : null;
}

interface BlockProps {
  block: TBlock;
  /** True inside the main screen's form: submit buttons submit it. */
  inForm: boolean;
  onClose(trigger: TCloseTrigger): void;
  /** When the popup showed: the countdown's start. */
  shownAt?: number;
}

/**
 * A button (spec sections 2 and 4): submit, close (a close button may also count a conversion),
 * link (`//` added without a scheme; a new tab with a target), or launch another popup.
 */
function ActionButton({ block, inForm, onClose }: Omit<BlockProps, 'block'> & { block: ButtonBlock }) {
  const env = useContext(PopupEnvContext);
  switch (block.action) {
    case 'submit':
      return inForm ? (
        <button type="submit" class="hl-button">
          {block.label}
        </button>
      ) : (
        <button type="button" class="hl-button" onClick={() => onClose('submit')}>
          {block.label}
        </button>
      );
    case 'close':
      return (
        <button
          type="button"
          class="hl-button"
          data-close-button=""
          onClick={() => {
            if (block.count_conversion && env?.countConversion) {
              env.countConversion(block.label);
              onClose('submit');
            } else onClose('cancel_click');
          }}
        >
          {block.label}
        </button>
      );
    case 'link': {
      const href = block.url ? linkButtonUrl(block.url) : null;
      if (!href) return null;
      return (
        <a
          class="hl-button"
          href={href}
          target={block.target_blank ? '_blank' : undefined}
          rel={block.target_blank ? 'noopener noreferrer' : undefined}
        >
          {block.label}
        </a>
      );
    }
    case 'launch_popup': {
      const target = block.popup_id;
      if (!target || !/^[a-z0-9]{13}$/.test(target)) return null;
      return (
        <button
          type="button"
          class="hl-button"
          onClick={() => {
            if (env?.launchPopup) env.launchPopup(target);
            else env?.log(`launching popup ${target} is not available here`);
            onClose('cancel_click');
          }}
        >
          {block.label}
        </button>
      );
    }
  }
}

/** One content block. Unknown types render as nothing. */
export function Block({ block, inForm, onClose, shownAt }: BlockProps) {
  const env = useContext(PopupEnvContext);
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as 'h1' | 'h2' | 'h3';
      return <Heading class="hl-heading">{block.text}</Heading>;
    }
    case 'text':
      return <p class="hl-text">{block.text}</p>;
    case 'image': {
      const src = safeImageSource(block.src);
      return src ? <img class="hl-image" src={src} alt={block.alt} /> : null;
    }
    case 'fields':
      return <FieldList fields={block.fields} />;
    case 'button':
      return <ActionButton block={block} inForm={inForm} onClose={onClose} />;
    case 'coupon':
      return env?.extras ? <env.extras.Coupon code={block.code} env={env} /> : null;
    case 'social':
      return env?.extras ? <env.extras.SocialLinks links={block.links} /> : null;
    case 'html':
      return (
        <Lazy load={loadHtml} render={({ HtmlBlock }) => <HtmlBlock html={block.html} log={env?.log} />} />
      );
    case 'countdown':
      return (
        <Lazy
          load={loadCountdown}
          render={({ Countdown }) => (
            <Countdown env={env} shownAt={shownAt ?? Date.now()} onEnd={() => onClose('timer')} />
          )}
        />
      );
    default:
      return null;
  }
}
