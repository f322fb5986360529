import type { TPopupContent } from '@hookline/schema';
import type { MountPopupOptions } from '../contract.ts';
import { styleElement } from '../host.ts';
import { loadDynamicText, loadExtras, loadGame, type ExtrasModule } from '../lazy-parts.ts';
import { needsExtras } from '../needs.ts';
import type { PopupEnv } from '../popup-env.ts';

/**
 * Loads, side by side, what a popup needs before it shows: the extras chunk when the popup needs
 * it (`needsExtras`; a preview too, for its banner), handed to `extrasLoaded`, with its layouts'
 * style sheet after the popup's `style`; the game chunk of a gamified popup, with its style sheet
 * before the view's `root`; and the dynamic text filler when the content has tags (a freemium
 * account's stay as written), which hands `filled` the content with them filled in. Each part goes
 * into `env` as it arrives. Null when nothing is needed; otherwise resolves once every part has
 * loaded or its failure is logged (the popup then shows without it).
 */
export function loadPopupParts(
  options: MountPopupOptions,
  content: TPopupContent,
  env: PopupEnv,
  style: HTMLStyleElement,
  root: HTMLElement,
  extrasLoaded: (extras: ExtrasModule) => void,
  filled: (content: TPopupContent) => void,
): Promise<unknown> | null {
  const { popup, document } = options;
  const waits: Promise<unknown>[] = [];
  if (needsExtras(popup, content) || options.preview === true) {
    waits.push(
      loadExtras().then((extras) => {
        env.extras = extras;
        extrasLoaded(extras);
        style.after(styleElement(document, extras.LAYOUT_CSS));
      }),
    );
  }
  if (popup.type === 'gamified') {
    waits.push(
      loadGame().then((game) => {
        env.game = game;
        root.before(styleElement(document, game.GAME_CSS));
      }),
    );
  }
  if (!options.isFreemium && JSON.stringify(content).includes('{{')) {
    waits.push(loadDynamicText().then(({ fillForPage }) => filled(fillForPage(content, options))));
  }
  if (waits.length === 0) return null;
  return Promise.all(
    waits.map((wait) => wait.catch((error: unknown) => options.log('a popup part failed to load', error))),
  );
}
