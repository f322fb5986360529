import { DisplayCallError, requestDisplay } from './display-call.ts';
import type { LoaderEnv } from './env.ts';
import { guarded, logError, logWarn } from './log.ts';
import { createOutbox } from './outbox/outbox.ts';
import { readPageContext, type PageContext } from './page/page-context.ts';
import { createPopupController, type PopupController } from './popup-controller.ts';
import { findPixelSource, pixelInstall, type PixelInstall } from './script-tag.ts';
import { armPopupTriggers } from './triggers.ts';

/** Set on `window` by the first copy of the pixel: a second tag or a second load does nothing. */
export const STARTED_FLAG = '__hooklinePixelStarted';
/** Popup types this version renders; the others arrive with later releases. */
const RENDERED_TYPES: ReadonlySet<string> = new Set(['lightbox']);

/** Runs `start` once the page has loaded, in idle time, with the time the load was seen. */
function afterLoad(env: LoaderEnv, start: (loadedAt: number) => void): void {
  const { window, document } = env;
  const whenIdle = (loadedAt: number) => {
    const run = guarded('pixel start', () => start(loadedAt));
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1000 });
    else env.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') whenIdle(env.now());
  else
    window.addEventListener(
      'load',
      guarded('pixel load', () => whenIdle(env.now())),
      { once: true },
    );
}

interface Session {
  env: LoaderEnv;
  install: PixelInstall;
  page: PageContext;
  controller: PopupController;
  loadedAt: number;
}

/** Asks the display API for this page's popups and arms the triggers of those this version shows. */
async function armPopups({ env, install, page, controller, loadedAt }: Session): Promise<void> {
  if (page.domain === '') return logWarn('this page has no host name; popups are not shown');
  let answer;
  try {
    answer = await requestDisplay(env, install, page);
  } catch (error) {
    if (error instanceof DisplayCallError) return logWarn(error.message);
    throw error;
  }
  if (answer.rejected > 0)
    logWarn(`${answer.rejected} popup record(s) in the display response are unreadable`);
  if (answer.display === 'not_allowed')
    return logWarn(answer.message || 'popups are not allowed for this site');
  answer.popups.forEach((popup, index) => {
    if (!popup.active) return;
    if (!RENDERED_TYPES.has(popup.type)) return logWarn(`popup type ${popup.type} is not supported yet`);
    armPopupTriggers(popup, { env, loadedAt }, (trigger) => controller.fire(popup, index, trigger));
  });
}

/**
 * Starts the pixel on a page, once: finds the install tag (logging `pixel code not exist` when
 * there is none), and after the page has loaded sends events left by earlier pages, asks the
 * display API for popups and arms their triggers. Never throws into the host page.
 */
export function startPixel(env: LoaderEnv, running: Element | null): void {
  const flags = env.window as unknown as Record<string, unknown>;
  if (flags[STARTED_FLAG]) return;
  flags[STARTED_FLAG] = true;
  const src = findPixelSource(env.document, running);
  if (!src) return logWarn('pixel code not exist');
  const install = pixelInstall(src);
  if (!install) return logWarn(`the pixel address has no valid client id: ${src}`);
  afterLoad(env, (loadedAt) => {
    const page = readPageContext(env);
    let controller: PopupController | null = null;
    const outbox = createOutbox({
      endpoint: install.host,
      fetch: env.fetch,
      storage: env.localStorage,
      timers: env,
      now: env.now,
      random: env.random,
      ownerId: env.randomId(),
      onDelivered: (entry, response) => controller?.onDelivered(entry, response),
      log: logWarn,
    });
    controller = createPopupController({ env, install, page, outbox });
    outbox.listen(env.window, env.document);
    outbox.flush({ force: true });
    armPopups({ env, install, page, controller, loadedAt }).catch((error: unknown) =>
      logError('showing popups failed', error),
    );
  });
}
