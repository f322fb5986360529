import {
  cartTriggerFires,
  cartTriggerSetting,
  adblockBaitId,
  adblockBaitPath,
  adblockDetected,
  countPageClick,
  elementReached,
  scrollUpStep,
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

/** Page-builder popups: the visitor scrolls back up the page. */
const armScrollUp: ArmTrigger = ({ triggers }, { env }, fire) => {
  if (triggers.scroll_up !== true) return null;
  let lowest = env.window.scrollY;
  return listen(env.window, ['scroll'], () => {
    const step = scrollUpStep(lowest, env.window.scrollY);
    lowest = step.lowest;
    if (step.fire) {
      lowest = env.window.scrollY;
      fire('scroll_up');
    }
  });
};

/** Page-builder popups: the element the selector names scrolls into view (checked at once too). */
const armScrollTo: ArmTrigger = ({ triggers }, { env }, fire) => {
  const selector = triggers.scroll_to_selector;
  if (typeof selector !== 'string' || !selector) return null;
  const check = () => {
    let element: Element | null;
    try {
      element = env.document.querySelector(selector);
    } catch {
      return; // not a selector this browser reads: the trigger never fires
    }
    if (element && elementReached(element.getBoundingClientRect(), env.window.innerHeight)) fire('scroll_to');
  };
  env.setTimeout(guarded('scroll-to trigger', check), 0);
  return listen(env.window, ['scroll', 'resize'], check);
};

/** How long the bait request may take before it counts as refused. */
const BAIT_TIMEOUT_MS = 3000;

/**
 * Page-builder popups: an ad blocker, checked `adblock_delay_seconds` after the trigger is armed.
 * The bait is an element with ad-like class names and a 6-character random id, and a request for
 * a script at an address ad blockers refuse (served empty by the Hookline server): a refused
 * request or a hidden element means a blocker.
 */
const armAdblock: ArmTrigger = ({ triggers }, { env, install }, fire) => {
  const delay = triggerSetting(triggers.adblock_delay_seconds);
  if (delay === null) return null;
  let live = true;
  const check = guarded('ad-block trigger', () => {
    const { document, window } = env;
    const id = adblockBaitId(Math.random);
    const bait = document.createElement('div');
    bait.id = id;
    bait.className = 'adsbox ad-banner pub_300x250 textads';
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
    bait.innerHTML = '&nbsp;';
    document.body.appendChild(bait);
    const controller = new AbortController();
    const timeout = env.setTimeout(() => controller.abort(), BAIT_TIMEOUT_MS);
    const requestFailed = fetch(`${install.host}${adblockBaitPath(id)}`, {
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    }).then(
      (response) => !response.ok,
      () => true,
    );
    void requestFailed.then(
      guarded('ad-block trigger', (failed: boolean) => {
        env.clearTimeout(timeout);
        let hidden = !bait.isConnected;
        try {
          const style = window.getComputedStyle(bait);
          hidden ||= style.display === 'none' || style.visibility === 'hidden';
        } catch {
          // Unreadable style: the request alone decides.
        }
        bait.remove();
        if (live && adblockDetected({ requestFailed: failed, baitHidden: hidden })) fire('adblock');
      }),
    );
  });
  const handle = env.setTimeout(check, delay * 1000);
  return () => {
    live = false;
    env.clearTimeout(handle);
  };
};

/** The armers of the triggers that wait for the visitor, for one page (one back-button entry). */
export function createEventTriggers(env: LoaderEnv): ArmTrigger[] {
  return [
    armExitIntent(createBackButton(env)),
    armScroll,
    armClicks,
    armPages,
    armInactivity,
    armScrollUp,
    armScrollTo,
    armAdblock,
    armCart,
  ];
}
