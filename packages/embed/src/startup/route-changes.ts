import type { LoaderEnv } from '../env.ts';
import { guarded } from '../log.ts';

/** Route changes that follow quickly on one another (a push then a hash change) restart once. */
const SETTLE_MS = 50;

/**
 * A single-page app's route changes (spec section 4): `history.pushState` and `replaceState`,
 * `popstate` and `hashchange`, when the address really changed. A change of the hash alone counts
 * only for hash routes (`#/…`, `#!…`), so that a page's own anchors do not restart the pixel; the
 * pixel's own history entry (mobile exit intent) keeps the address and does not count either.
 */
export function watchRouteChanges(env: LoaderEnv, onChange: () => void): void {
  const { window } = env;
  const { history, location } = window;
  let last = location.href;
  let timer: ReturnType<LoaderEnv['setTimeout']> | undefined;
  const check = guarded('route change', () => {
    const href = location.href;
    if (href === last) return;
    const [before, after] = [last.split('#')[0], href.split('#')[0]];
    last = href;
    if (before === after && !/^#[/!]/.test(location.hash)) return;
    if (timer !== undefined) env.clearTimeout(timer);
    timer = env.setTimeout(guarded('pixel restart', onChange), SETTLE_MS);
  });
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    if (typeof original !== 'function') continue;
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      check();
      return result;
    };
  }
  window.addEventListener('popstate', check);
  window.addEventListener('hashchange', check);
}
