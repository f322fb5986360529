import { useEffect, useState } from 'react';

/** Scroll distance past which the header turns solid (spec section 9). */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** Whether the page is scrolled more than `threshold` px down; false on the server. */
export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
