import type { LoaderEnv } from '../env.ts';
import { guarded } from '../log.ts';

/** Marks the history entry the pixel adds, in the entry's state. */
const MARK = '__hooklineExitIntent';
/** Events that give the page user activation: an entry added then is not skipped by the back button. */
const ACTIVATION_EVENTS = ['pointerdown', 'touchend', 'keydown', 'click'] as const;

/**
 * Mobile exit intent through the back button (spec section 4): after the visitor's first tap or
 * key press (browsers skip history entries added without one), one history entry with the same
 * address is pushed. Pressing back pops it: the listeners waiting then fire (the popup shows) and
 * the next press leaves as usual. When nothing waits any more, the press goes on back at once.
 */
export function createBackButton(env: LoaderEnv): (listener: () => void) => () => void {
  const { window } = env;
  const listeners = new Set<() => void>();
  let pushed = false;
  let listening = false;

  const push = guarded('back button', () => {
    if (pushed || listeners.size === 0) return;
    pushed = true;
    const state: unknown = window.history.state;
    const base = typeof state === 'object' && state !== null ? state : {};
    window.history.pushState({ ...base, [MARK]: true }, '', window.location.href);
  });

  const onPop = guarded('back button', (event: PopStateEvent) => {
    const state = event.state as Record<string, unknown> | null;
    if (!pushed || state?.[MARK]) return;
    pushed = false;
    const waiting = [...listeners];
    listeners.clear();
    if (waiting.length === 0) window.history.back();
    else waiting.forEach((listener) => listener());
  });

  return (listener) => {
    listeners.add(listener);
    if (!listening) {
      listening = true;
      window.addEventListener('popstate', onPop);
      for (const type of ACTIVATION_EVENTS) window.addEventListener(type, push, true);
    }
    return () => void listeners.delete(listener);
  };
}
