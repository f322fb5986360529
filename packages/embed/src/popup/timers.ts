/** Runs `run` after `ms`, unless the popup has closed by then. */
export type Later = (run: () => void, ms: number) => void;

/**
 * A popup's timers (auto-close, focus, the close after a submit): each run is guarded, so a failing
 * one is logged instead of thrown into the host page, and `clear` cancels those still waiting when
 * the popup closes.
 */
export function popupTimers(log: (message: string, error: unknown) => void): { later: Later; clear(): void } {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    later(run, ms) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        try {
          run();
        } catch (error) {
          log('popup timer failed', error);
        }
      }, ms);
      timers.add(timer);
    },
    clear() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}

/**
 * Calls `run` as the browser starts its next frame (`requestAnimationFrame`; at once without it). A
 * timer set from `run` fires after that frame is drawn, when layout is done rather than forced.
 */
export function onNextFrame(window: Window, run: () => void): void {
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(run);
  else run();
}
