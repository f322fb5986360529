import type { DisplayAnswer } from './display-response.ts';
import type { LoaderEnv } from './env.ts';
import type { PageContext } from './page/page-context.ts';
import type { PixelInstall } from './script-tag.ts';
import type { VisitorStore } from './visitor/store.ts';

/**
 * The contract between the loader (`pixel.js`, on every page) and the targeting runtime chunk
 * (`/embed/runtime-[hash].js`, loaded when a page has popups, a click asks for one, or events are
 * left to send: the event outbox lives in it). Types only.
 */

/** Entry modes of spec section 2 that change how a page's popups show. */
export interface EntryMode {
  /** `ppt-preview`: only this popup shows, at once, with the preview banner and no events. */
  previewId: string | null;
  /** Landing-page mode (`window.hooklineLandingPage`): popups show at once, without triggers or rules. */
  landing: boolean;
}

/** What lives as long as the page: shared by every run of the pixel on it. */
export interface RuntimeDeps {
  env: LoaderEnv;
  install: PixelInstall;
  store: VisitorStore;
  /** Milliseconds on the site in this visit. */
  siteMs(): number;
  /** The body of a click call (`POST /api/display/click/{popup id}`) for a page. */
  clickFields(page: PageContext): Record<string, string>;
}

/** One run of the pixel: the page load, or a single-page app's route change. */
export interface PageRun {
  page: PageContext;
  answer: DisplayAnswer;
  /** When this run's page (or route) loaded, ms since epoch. */
  loadedAt: number;
  mode: EntryMode;
}

export interface Runtime {
  /** Arms the triggers of a run's popups (after `reset` for a route change). */
  start(run: PageRun): void;
  /** Removes every popup, tab, backdrop and trigger handler, and empties the queue. */
  reset(): void;
  /** Opens one popup through the click calls: a click entry (`click`) or another popup's button (`launch`). */
  open(popupId: string, trigger: 'click' | 'launch', page: PageContext): void;
}

/** The runtime chunk's module. */
export interface RuntimeChunk {
  createRuntime(deps: RuntimeDeps): Runtime;
}
