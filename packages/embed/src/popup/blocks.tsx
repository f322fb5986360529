/** @jsxImportSource preact */
import { linkButtonUrl } from '@hookline/rules';
import type { TBlock, TCloseTrigger } from '@hookline/schema';
import { FieldList } from './fields.tsx';

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
}

function ActionButton({ block, inForm, onClose }: Omit<BlockProps, 'block'> & { block: ButtonBlock }) {
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
        <button type="button" class="hl-button" onClick={() => onClose('cancel_click')}>
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
    default:
      // launch_popup arrives with popup-to-popup launches.
      return null;
  }
}

/** One content block. Types this renderer does not show (yet) render as nothing. */
export function Block({ block, inForm, onClose }: BlockProps) {
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
    default:
      return null;
  }
}
