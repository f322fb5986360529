import { useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '@hookline/shop';
import { TEXTS } from './texts.ts';
import { useIdle } from './use-idle.ts';
import { useLightboxKeys } from './use-lightbox-keys.ts';

/** Controls hide after this long without pointer or key activity (spec section 9). */
export const LIGHTBOX_IDLE_MS = 4000;

/**
 * The full-screen picture viewer: large images, previous and next (buttons and arrow keys), Escape
 * or the close button to leave, focus kept inside while open and given back on close. A picture
 * that cannot load shows a message with a link to it.
 */
export function Lightbox(props: {
  images: GalleryImage[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}) {
  const { images, index, onIndex, onClose } = props;
  const image = images[index];
  const [failed, setFailed] = useState<Set<string>>(new Set());
  const idle = useIdle(LIGHTBOX_IDLE_MS);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => previous?.focus();
  }, []);

  const go = (step: number) => onIndex((index + step + images.length) % images.length);

  useLightboxKeys(dialog, { count: images.length, go, onClose });

  if (!image) return null;
  const broken = failed.has(image.fullSrc);
  return (
    <div
      className={`lightbox${idle ? ' is-idle' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label="Product images"
      ref={dialog}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="lightbox-bar">
        <span className="lightbox-counter">
          {index + 1} / {images.length}
        </span>
        <button
          type="button"
          className="lightbox-close"
          ref={closeButton}
          onClick={onClose}
          aria-label="Close (Esc)"
        >
          ×
        </button>
      </div>
      <figure className="lightbox-figure">
        {broken ? (
          <div className="lightbox-error" role="alert">
            <a href={image.fullSrc} target="_blank" rel="noreferrer">
              The image
            </a>{' '}
            {TEXTS.imageLoadError.replace(/^The image /, '')}
          </div>
        ) : (
          <img
            key={image.fullSrc}
            src={image.fullSrc}
            alt={image.alt}
            width={image.fullWidth}
            height={image.fullHeight}
            onError={() => setFailed((set) => new Set(set).add(image.fullSrc))}
          />
        )}
        {image.caption && <figcaption>{image.caption}</figcaption>}
      </figure>
      {images.length > 1 && (
        <>
          <button
            type="button"
            className="lightbox-prev"
            aria-label="Previous (arrow left)"
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="lightbox-next"
            aria-label="Next (arrow right)"
            onClick={() => go(1)}
          >
            ›
          </button>
        </>
      )}
    </div>
  );
}
