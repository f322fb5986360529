import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { GalleryImage } from '@hookline/shop';
import { GalleryThumbnails } from './GalleryThumbnails.tsx';
import { Lightbox } from './Lightbox.tsx';
import { useGalleryLightbox } from './use-gallery-lightbox.ts';

/** Slider timing (spec section 9). */
export const SLIDER = { intervalMs: 7000, animationMs: 600 } as const;
const GALLERY_ID = 1;

/**
 * The product gallery. A slider (thumbnails, rotating every 7 s unless the shopper is on it or asks
 * for reduced motion) only when there is more than one image; zoom on hover only for images whose
 * large version is wider than the gallery; a lightbox with its own URL hash.
 */
export function Gallery({ images }: { images: GalleryImage[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [width, setWidth] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const { lightbox, open, move, close } = useGalleryLightbox(GALLERY_ID, images.length);
  const root = useRef<HTMLDivElement>(null);
  const slider = images.length > 1;
  const first = images[0]?.src;

  useEffect(() => setIndex(0), [first]); // a variation swapped the first image: show it

  useEffect(() => {
    const measure = () => setWidth(root.current?.clientWidth ?? 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  useEffect(() => {
    if (!slider || paused || lightbox !== null) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), SLIDER.intervalMs);
    return () => clearInterval(timer);
  }, [slider, paused, lightbox, images.length]);

  const current = images[index];
  const zoomable = !!current && width > 0 && current.fullWidth > width;
  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    if (!zoomable) return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };

  return (
    <div
      className={`woocommerce-product-gallery${slider ? ' has-slider' : ' is-single'}`}
      data-columns={4}
      data-zoom={zoomable ? 'on' : 'off'}
      ref={root}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => {
        setPaused(false);
        setZoom(null);
      }}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <button
        type="button"
        className="woocommerce-product-gallery__trigger"
        aria-label="View full-screen image gallery"
        onClick={() => open(index)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l5 5" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div className="gallery-viewport" onMouseMove={onMove} onClick={() => open(index)}>
        <div
          className="gallery-track"
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${SLIDER.animationMs}ms` }}
        >
          {images.map((image, i) => (
            <div
              className="woocommerce-product-gallery__image"
              key={`${image.id}-${image.src}`}
              aria-hidden={i !== index}
            >
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={i === 0 ? undefined : 'lazy'}
                title={image.caption}
                data-large_image={image.fullSrc}
                data-large_image_width={image.fullWidth}
                data-large_image_height={image.fullHeight}
              />
            </div>
          ))}
        </div>
        {zoomable && zoom && current && (
          <img
            className="zoomImg"
            src={current.fullSrc}
            alt=""
            role="presentation"
            style={{
              left: `${-zoom.x * (current.fullWidth - width)}px`,
              top: `${-zoom.y * (current.fullHeight - (width * current.height) / current.width)}px`,
            }}
          />
        )}
      </div>
      {slider && <GalleryThumbnails images={images} index={index} onShow={setIndex} />}
      {lightbox !== null && <Lightbox images={images} index={lightbox} onIndex={move} onClose={close} />}
    </div>
  );
}
