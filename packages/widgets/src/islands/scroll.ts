import { hashScrollPlan } from '@hookline/rules/page';

/** Eases in and out (the curve of jQuery's swing, which the spec's scroll used). */
const swing = (t: number) => 0.5 - Math.cos(t * Math.PI) / 2;

/**
 * Scrolls the window so that `element` sits 100 px below the top, animated over 1 s (spec 9:
 * scroll-to-hash offset 100 px over 1000 ms); at once when the visitor prefers reduced motion.
 */
export function scrollToItem(element: Element): void {
  const { top, durationMs } = hashScrollPlan(element.getBoundingClientRect().top + window.scrollY);
  const from = window.scrollY;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || durationMs <= 0) {
    window.scrollTo(0, top);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / durationMs);
    window.scrollTo(0, from + (top - from) * swing(t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
