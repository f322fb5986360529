import {
  cartTriggerFires,
  cartTriggerSetting,
  countPageClick,
  isEveryTimeEveryPage,
  mouseLeftThroughTop,
  pagesTriggerFires,
  scrolledPercent,
  scrollTriggerReached,
  triggerSetting,
} from '@hookline/rules';
import type { LoaderEnv } from './env.ts';
import { guarded } from './log.ts';
import { POPUP_ATTRIBUTE } from './page-markup.ts';
import { storeAdapterOf } from './store/registry.ts';
import { listen, type ArmTrigger, type Disarm } from './triggers.ts';
import { PAGES_FIRED_KEY } from './visitor/keys.ts';
import type { VisitorStore } from './visitor/store.ts';

/**
 * The `triggers` chunk: the triggers that wait for the visitor (spec section 4), loaded by the
 * runtime only when one of the page's popups uses one. The timed triggers are in `triggers.ts`.
 */

/** The mobile back button (exit intent): calls `listener` once when the visitor presses back. */
type BackButton = (listener: () => void) => Disarm;

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
function createBackButton(env: LoaderEnv): BackButton {
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

/** Exit intent: on desktop the mouse leaves through the top; on mobile the back button. */
const armExitIntent =
  (onBackButton: BackButton): ArmTrigger =>
  ({ triggers }, { env, run }, fire) => {
    if (triggers.exit_intent !== true) return null;
    if (run.page.isMobile) return onBackButton(() => fire('exit_intent'));
    return listen(env.document, ['mouseout'], (event) => {
      const mouse = event as MouseEvent;
      if (mouseLeftThroughTop(mouse.clientY, !mouse.relatedTarget)) fire('exit_intent');
    });
  };

/** A percentage of the scrollable height, checked at once (a reload keeps the position) and on scroll. */
const armScroll: ArmTrigger = ({ triggers }, { env }, fire) => {
  const percent = triggerSetting(triggers.scroll_percent);
  if (percent === null) return null;
  const { window, document } = env;
  const check = () => {
    const root = document.documentElement;
    const reached = scrolledPercent(window.scrollY, root.scrollHeight, window.innerHeight);
    if (scrollTriggerReached(percent, reached)) fire('scroll');
  };
  env.setTimeout(guarded('scroll trigger', check), 0);
  return listen(window, ['scroll'], check);
};

/** N clicks on the page (not inside a popup); the count starts again after it fires. */
const armClicks: ArmTrigger = ({ triggers }, { env }, fire) => {
  const needed = triggerSetting(triggers.page_clicks, 1);
  if (needed === null) return null;
  let count = 0;
  return listen(env.document, ['click'], (event) => {
    if ((event.target as Element | null)?.closest?.(`[${POPUP_ATTRIBUTE}]`)) return;
    const result = countPageClick(count, needed);
    count = result.count;
    if (result.fire) fire('clicks');
  });
};

/** The popups whose pages-visited trigger fired in this session (`poptin_pages_fired`, at most 100 read). */
function pagesFired(store: VisitorStore): string[] {
  try {
    const ids: unknown = JSON.parse(store.session(PAGES_FIRED_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, 100) : [];
  } catch {
    return [];
  }
}

/** N pages visited in the session: checked when the page starts. */
const armPages: ArmTrigger = ({ triggers, rules, popup }, { env, run, store }, fire) => {
  const needed = triggerSetting(triggers.pages_visited, 1);
  if (
    needed === null ||
    !pagesTriggerFires(
      needed,
      run.page.pageViews,
      pagesFired(store).includes(popup.id),
      isEveryTimeEveryPage(rules),
    )
  )
    return null;
  const handle = env.setTimeout(() => {
    if (fire('pages')) {
      store.setSession(PAGES_FIRED_KEY, JSON.stringify([...new Set([...pagesFired(store), popup.id])]));
    }
  }, 0);
  return () => env.clearTimeout(handle);
};

/** The mouse, touch, keys and scrolling (anywhere on the page) reset the inactivity timer. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;

/** N seconds without the visitor doing anything. */
const armInactivity: ArmTrigger = ({ triggers }, { env }, fire) => {
  const seconds = triggerSetting(triggers.inactivity_seconds, 1);
  if (seconds === null) return null;
  let timer = env.setTimeout(() => fire('inactivity'), seconds * 1000);
  const stopListening = listen(
    env.window,
    ACTIVITY_EVENTS,
    () => {
      env.clearTimeout(timer);
      timer = env.setTimeout(() => fire('inactivity'), seconds * 1000);
    },
    true,
  );
  return () => {
    env.clearTimeout(timer);
    stopListening();
  };
};

/**
 * The store's cart (spec sections 3 and 4: `shopify_cart_trigger_*`, `wix_cart_trigger_active`), on
 * a store whose adapter follows its cart: checked once the cart is read, and after each change the
 * store's page makes (its own add to cart, update, change or clear). Off on other sites.
 */
const armCart: ArmTrigger = ({ triggers }, { env }, fire) => {
  const setting = cartTriggerSetting((triggers as { cart?: unknown }).cart);
  const shop = setting && storeAdapterOf(env.window);
  if (!setting || !shop) return null;
  return shop.watchCart((cart, change) => {
    if (cartTriggerFires(setting, cart, change)) fire('cart');
  });
};

/** The armers of the triggers that wait for the visitor, for one page (one back-button entry). */
export function createEventTriggers(env: LoaderEnv): ArmTrigger[] {
  return [armExitIntent(createBackButton(env)), armScroll, armClicks, armPages, armInactivity, armCart];
}
