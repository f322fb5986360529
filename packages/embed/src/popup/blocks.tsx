/** @jsxImportSource preact */
import type { TBlock, TCloseTrigger } from '@hookline/schema';
import { useContext } from 'preact/hooks';
import { FieldList } from './fields.tsx';
import { PopupEnvContext } from './popup-env.ts';

/** Image addresses a popup may load: web addresses and inline images, never scripts. */
export function safeImageSource(src: string): string | null {
  const value = src.trim();
  return /^(?:https?:)?\/\//i.test(value) ||
    /^\/(?!\/)/.test(value) ||
    /^data:image\/(?:png|gif|jpe?g|webp);/i.test(value)
    ? value
    : null;
}

export interface BlockProps {
  block: TBlock;
  /** True inside the main screen's form: submit buttons submit it. */
  inForm: boolean;
  onClose(trigger: TCloseTrigger): void;
  /** When the popup showed: the countdown's start. */
  shownAt?: number;
}

/**
 * One content block: headings, texts, images, fields, and submit and close buttons (spec sections 2
 * and 4; a close button may also count a conversion). The other blocks and buttons are the extras
 * chunk's (`ExtraBlock`, blocks-extra.tsx); unknown types render as nothing.
 */
export function Block(props: BlockProps) {
  const { block, onClose } = props;
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
      if (block.action === 'submit')
        return props.inForm ? (
          <button type="submit" class="hl-button">
            {block.label}
          </button>
        ) : (
          <button type="button" class="hl-button" onClick={() => onClose('submit')}>
            {block.label}
          </button>
        );
      // A close button with a link is the extras chunk's (needsExtras loads it for one).
      if (block.action === 'close' && !block.url)
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
  }
  return env?.extras ? <env.extras.ExtraBlock {...props} env={env} /> : null;
}
