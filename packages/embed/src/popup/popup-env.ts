import { fieldMessages, type FieldMessages, type LinkPage } from '@hookline/rules';
import type { ExtrasModule, GameModule } from './lazy-parts.ts';
import type { FieldHelpers } from './helpers.ts';
import { createContext } from 'preact';
import type { TCartActionSlot } from '@hookline/schema';

/**
 * What the popup's components take from where the popup runs: the visitor script's mount, or the
 * dashboard preview (no events, no network).
 */
export interface PopupEnv {
  lang: string;
  design: Readonly<Record<string, unknown>>;
  now(): number;
  log(message: string, detail?: unknown): void;
  /** The Hookline server's origin, for a look's fonts and `/media/` images (the page's own when absent). */
  origin?: string | undefined;
  /** The extras chunk, when the popup needed it (loaded before the popup showed). */
  extras: ExtrasModule | null;
  /**
   * What the fields beyond email need (the free-mail list, the phone library, the visitor's country,
   * the date input), started by the extras chunk's session when the popup shows; absent in a preview.
   */
  helpers?: FieldHelpers;
  /** A button launches another popup. */
  launchPopup?(popupId: string): void;
  /** A close button that counts a conversion. */
  countConversion?(label: string): void;
  /** The page the popup shows on, for links' `{conversion_url}` and `{path_url}` (absent in a preview). */
  page?: LinkPage;
  /** Follows a close button's link, in a new tab or this one (absent in a preview). */
  openLink?(url: string, newTab: boolean): void;
  /** The popup's id (`poptin_id`), for its product block's recommendation call (absent in a preview). */
  popupId?: string;
  /** Runs the design's cart action of a cart button's slot (spec section 4; absent in a preview). */
  cartAction?(slot: TCartActionSlot): void;
  /** The game chunk, for gamified popups (loaded before the popup shows). */
  game?: GameModule;
  /** The popup's timers, cleared when it closes (plain timers in a preview). */
  later?(run: () => void, ms: number): void;
  /** The prize draw's random source (`Math.random` when absent). */
  random?(): number;
  /** The unique coupon code of this visitor's conversion, once its answer came: a coupon block's `{{coupon_code}}`. */
  coupon?: string;
  /** Set by a game while its play screen shows: what its play button does (nothing while playing). */
  play?: { submits: boolean; start?: (() => void) | undefined } | undefined;
}

/** The environment of a preview: nothing is loaded from the network, dates use the native input. */
export function previewEnv(lang: string, design: Readonly<Record<string, unknown>> = {}): PopupEnv {
  return { lang, design, now: () => Date.now(), log: () => undefined, extras: null };
}

/**
 * The popup's messages in its language. The core's copy of `@hookline/rules` speaks English only;
 * the extras chunk's speaks Hebrew too (see the rules' messages.ts), and every Hebrew popup loads it.
 */
export function messagesOf(env: PopupEnv | null): FieldMessages {
  return (env?.extras?.fieldMessages ?? fieldMessages)(env?.lang);
}

export const PopupEnvContext = createContext<PopupEnv | null>(null);
