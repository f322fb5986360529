import { useCallback, useEffect, useRef, useState } from 'react';
import { lightboxHash, parseLightboxHash } from '@hookline/shop';

/**
 * The gallery's lightbox, which follows the URL: opening an image pushes its hash (going back
 * closes it), moving to another replaces it, and a linked hash opens the lightbox at its image.
 * Answers the open image's index (null when closed) and what opens, moves and closes it.
 */
export function useGalleryLightbox(galleryId: number, imageCount: number) {
  const [lightbox, setLightbox] = useState<number | null>(null);
  const pushed = useRef(false);

  useEffect(() => {
    const sync = () => setLightbox(parseLightboxHash(window.location.hash, galleryId, imageCount));
    sync();
    window.addEventListener('hashchange', sync);
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('hashchange', sync);
      window.removeEventListener('popstate', sync);
    };
  }, [galleryId, imageCount]);

  const open = (at: number) => {
    history.pushState(null, '', lightboxHash(galleryId, at));
    pushed.current = true;
    setLightbox(at);
  };
  const move = (at: number) => {
    history.replaceState(null, '', lightboxHash(galleryId, at));
    setLightbox(at);
  };
  const close = useCallback(() => {
    setLightbox(null);
    if (pushed.current) history.back();
    else history.replaceState(null, '', window.location.pathname + window.location.search);
    pushed.current = false;
  }, []);

  return { lightbox, open, move, close };
}
