import {
  hostJqueryTooOld,
  parseAbVariants,
  previewPopupId,
  runtimeDeferMs,
  STORAGE_LIFETIMES_MS,
} from '@hookline/rules';
import { listenForClickEntries } from './click-entry.ts';
import { postActivity } from './activity.ts';
import {
  clip,
  DisplayCallError,
  displayRequestFields,
  requestDisplay,
  visitorFields,
  withoutEmpty,
} from './display-call.ts';
import type { LoaderEnv } from './env.ts';
import { guarded, logError, logWarn } from './log.ts';
import { OUTBOX_STORAGE_KEY } from './outbox/outbox.ts';
import { readItem } from './storage.ts';
import { readPageContext, type PageContext } from './page/page-context.ts';
import { startSiteTimer } from './page/site-timer.ts';
import type { EntryMode, Runtime } from './runtime-contract.ts';
import { findPixelSource, pixelInstall, type PixelInstall } from './script-tag.ts';
import { watchRouteChanges } from './startup/route-changes.ts';
import type { StoreAdapter } from './store/adapter.ts';
import { startStoreAdapter } from './store/detect.ts';
import { EMBEDDED_ATTRIBUTE } from './page-markup.ts';
import { KEYS, SITE_PREVIEW_KEY } from './visitor/keys.ts';
import { createVisitorStore } from './visitor/store.ts';

/** Set on `window` by the first copy of the pixel: a second tag or a second load does nothing. */
export const STARTED_FLAG = '__hooklinePixelStarted';
/** Spec section 4: the pixel starts 1500 ms after load (at once in noConflict mode). */
export const START_DELAY_MS = 1500;
/** The longest the pixel waits for an idle moment once its start delay is over. */
export const IDLE_TIMEOUT_MS = 500;
/** Spec section 4: the page-load check runs again after 1 s, and the second check goes ahead. */
export const LOAD_CHECK_MS = 1000;

/** Calls `go` once, when the page has loaded or at the second load check a second later. */
function afterPageLoad(env: LoaderEnv, go: () => void): void {
  let done = false;
  const once = guarded('pixel load', () => {
    if (done) return;
    done = true;
    go();
  });
  if (env.document.readyState === 'complete') return once();
  env.window.addEventListener('load', once, { once: true });
  env.setTimeout(once, LOAD_CHECK_MS);
}

function hostJqueryVersion(window: Window): unknown {
  try {
    return (window as unknown as { jQuery?: { fn?: { jquery?: unknown } } }).jQuery?.fn?.jquery;
  } catch {
    return undefined;
  }
}

function entryMode(window: Window): EntryMode {
  const flag = (window as unknown as { hooklineLandingPage?: unknown }).hooklineLandingPage;
  return { previewId: previewPopupId(window.location.search), landing: flag === true || flag === 1 };
}

/**
 * "Preview on my site" (issue 26): a link's one-time token with this browser's own key (the server
 * lets the first key claim it), or the preview this tab keeps on reload. The rest is the preview
 * chunk's (runtime/extras.ts).
 */
const sitePreview = (env: LoaderEnv) => {
  const token = new URLSearchParams(env.window.location.search).get(SITE_PREVIEW_KEY);
  return token ? `${token}.${env.randomId()}` : readItem(env.sessionStorage, SITE_PREVIEW_KEY);
};

const embeddedIds = (document: Document) =>
  Array.from(document.querySelectorAll(`[${EMBEDDED_ATTRIBUTE}]`), (element) =>
    element.getAttribute(EMBEDDED_ATTRIBUTE),
  ).filter((id): id is string => !!id && /^[a-z0-9]{13}$/.test(id));

/**
 * The pixel, running: tracks each page view (and each route change of a single-page app) in the
 * visitor's storage, asks the display API for its popups, and hands them to the targeting runtime,
 * which is loaded only when there are popups, a preview, a click entry, or events left to send, and
 * for popups that only wait for a timer, not before 5 s before the first is due (`runtimeDeferMs`).
 * On a store, `shop` (its adapter) gives the customer and the cart.
 */
function runPixel(
  env: LoaderEnv,
  install: PixelInstall,
  firstLoadedAt: number,
  shop: StoreAdapter | null,
): void {
  const store = createVisitorStore(env.localStorage, env.sessionStorage, env.now);
  const siteTimer = startSiteTimer(env, store, install.clientId, firstLoadedAt);
  const mode = entryMode(env.window);
  mode.previewId ??= sitePreview(env);
  let runtime: Runtime | null = null;
  let loading: Promise<Runtime> | null = null;
  const extras = () => ({
    abVariants: parseAbVariants(store.get(KEYS.abVariants)),
    siteMs: siteTimer.total(),
  });
  const clickFields = (page: PageContext) =>
    withoutEmpty({
      client_id: install.clientId,
      ...visitorFields(page, extras()),
      browser_language: clip(page.browserLanguage, 100),
      operating_system: page.operatingSystem,
    });
  const loadRuntime = () =>
    (loading ??= env.loadRuntimeChunk(install.host).then(
      (chunk) =>
        (runtime = chunk.createRuntime({ env, install, store, siteMs: siteTimer.total, clickFields })),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  // Events an earlier page could not deliver: the runtime's outbox sends them.
  if (readItem(env.localStorage, OUTBOX_STORAGE_KEY)) {
    loadRuntime().catch((error: unknown) => logError('the pixel runtime failed to load', error));
  }
  let page = readPageContext(env, store, shop);
  let runs = 0;
  const run = async (loadedAt: number) => {
    const current = ++runs;
    if (page.newVisit && page.convertedEmail) {
      postActivity(env, `${install.host}/api/display/total-website-session/${install.clientId}`, {
        email: page.convertedEmail,
        url: page.domain,
        store_integration: page.storeIntegration,
        store_integration_customer_id: page.storeCustomerId,
      });
    }
    if (page.domain === '') return logWarn('this page has no host name; popups are not shown');
    const fields = displayRequestFields(page, {
      ...extras(),
      previewId: mode.previewId,
      embeddedIds: embeddedIds(env.document),
      cart: await shop?.cartFields(),
    });
    let answer;
    try {
      answer = await requestDisplay(env, install, fields);
    } catch (error) {
      if (error instanceof DisplayCallError) return logWarn(error.message);
      throw error;
    }
    if (current !== runs) return; // a route change started a newer run meanwhile
    if (answer.ip) store.set(KEYS.ip, answer.ip, STORAGE_LIFETIMES_MS.year);
    if (answer.cc) store.set(KEYS.countryCode, answer.cc, STORAGE_LIFETIMES_MS.year);
    if (answer.display === 'not_allowed')
      return logWarn(answer.message || 'popups are not allowed for this site');
    if (answer.records.length === 0 && !mode.previewId) return;
    // Popups that only wait for a timer far off: the runtime comes 5 s before the first is due.
    const onPage = env.now() - loadedAt;
    const deferMs =
      runtime || loading || mode.previewId || mode.landing || page.convertedEmail
        ? 0
        : runtimeDeferMs(answer.records, onPage);
    if (deferMs > 0) {
      await new Promise<void>((resolve) => env.setTimeout(resolve, deferMs));
      if (current !== runs) return;
    }
    const target = await loadRuntime();
    if (current === runs) target.start({ page, answer, loadedAt, mode });
  };
  const start = (loadedAt: number) =>
    run(loadedAt).catch((error: unknown) => logError('showing popups failed', error));

  listenForClickEntries(env, (popupId) => {
    loadRuntime()
      .then((target) => target.open(popupId, 'click', page))
      .catch((error: unknown) => logError('opening a popup on click failed', error));
  });
  watchRouteChanges(env, () => {
    runtime?.reset();
    page = readPageContext(env, store, shop);
    void start(env.now());
  });
  void start(firstLoadedAt);
}

/**
 * Starts the pixel on a page, once (spec section 4): finds the install tag (logging `pixel code not
 * exist` when there is none); on a store, starts loading its adapter chunk at once; when the page
 * has loaded (or a second later), checks the host page's jQuery (older than 1.7: asks for an
 * upgrade and shows nothing) and, on a store, its consent decision (a "no", or an adapter that
 * failed to load, stops here), then starts 1500 ms later (at once in noConflict or landing-page
 * mode). Never throws into the host page.
 */
export function startPixel(env: LoaderEnv, running: Element | null): void {
  const flags = env.window as unknown as Record<string, unknown>;
  if (flags[STARTED_FLAG]) return;
  flags[STARTED_FLAG] = true;
  const src = findPixelSource(env.document, running);
  if (!src) return logWarn('pixel code not exist');
  const install = pixelInstall(src);
  if (!install) return logWarn(`the pixel address has no valid client id: ${src}`);
  // On a store, its adapter (consent, customer, cart) downloads while the page loads.
  let shop = startStoreAdapter(env, install.host);
  afterPageLoad(env, () => {
    const loadedAt = env.now();
    const jquery = hostJqueryVersion(env.window);
    if (hostJqueryTooOld(jquery)) {
      return logWarn(
        `this page uses jQuery ${String(jquery)}; please upgrade jQuery to 1.7 or later to show popups`,
      );
    }
    const go = (adapter: StoreAdapter | null) => {
      const delay = install.noConflict || entryMode(env.window).landing ? 0 : START_DELAY_MS;
      // Then at the browser's first idle moment: the page's own work goes first.
      const start = guarded('pixel start', () => runPixel(env, install, loadedAt, adapter));
      env.setTimeout(() => env.whenIdle(start, IDLE_TIMEOUT_MS), delay);
    };
    // A store whose globals came after the tag ran is recognised now.
    shop ??= startStoreAdapter(env, install.host);
    if (!shop) return go(null);
    // Without its adapter (it failed to load, and said so) the store's consent is unknown: stop.
    void shop.then(
      guarded('consent', (adapter: StoreAdapter | null) =>
        adapter?.whenConsented(
          () => go(adapter),
          () => logWarn('the visitor declined consent; popups are not shown'),
        ),
      ),
    );
  });
}
