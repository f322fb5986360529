/** @jsxImportSource preact */
import type { PopupBox } from '@hookline/rules';
import type { TLang } from '@hookline/schema';
import { render } from 'preact';
import { parsePopupContent } from './content.ts';
import {
  loadedExtras,
  loadExtras,
  loadedGame,
  loadGame,
  type ExtrasModule,
  type GameModule,
} from './lazy-parts.ts';
import { lightboxBox, needsExtras } from './needs.ts';
import { previewEnv } from './popup-env.ts';
import { PopupView, type PopupViewProps } from './render.tsx';
import { SMALL_SCREEN_CSS } from './small-screen.ts';
import { POPUP_CSS } from './styles.ts';

/*
 * The dashboard's live preview (`@hookline/embed/render`): the visitor script's own renderer in a
 * shadow root inside the editor, with no events, no network and no timers that close it.
 */

export { POPUP_CSS } from './styles.ts';
export type { PopupViewProps } from './render.tsx';

/**
 * The dashboard preview lays the popup out inside its container (the device's window) rather than
 * over the browser's window, for every type's frame; an embedded one flows in it.
 */
const PREVIEW_CSS = '.hl-inline:not(.hl-place-inline){position:absolute;width:100%;height:100%}';

/** The view props a preview may leave out. */
type PreviewDefaults =
  'lang' | 'type' | 'format' | 'design' | 'size' | 'isMobile' | 'tabIndexBase' | 'env' | 'box';

/**
 * What a preview is drawn from: a popup view's props, where it may leave out the language
 * (English), type and format (a lightbox, format 1), design (none), size (800 x 500), device (a
 * desktop), tab indexes (from 500), environment (the preview's own) and box (its type's).
 */
export type PreviewProps = Omit<PopupViewProps, PreviewDefaults> &
  Partial<Pick<PopupViewProps, PreviewDefaults>>;

/** A preview's view props, its box aside (the extras chunk may come later). */
type PreviewView = Omit<PopupViewProps, 'box'> & { box?: PopupBox };

/** A preview's view props with what it left out filled in (see `PreviewProps`), its box aside. */
function previewViewProps(preview: PreviewProps): PreviewView {
  const lang = preview.lang ?? 'en';
  const design = preview.design ?? {};
  return {
    ...preview,
    lang,
    type: preview.type ?? 'lightbox',
    format: preview.format ?? 1,
    design,
    size: preview.size ?? { width: 800, height: 500 },
    isMobile: preview.isMobile ?? false,
    tabIndexBase: preview.tabIndexBase ?? 500,
    env: preview.env ?? previewEnv(lang, design),
  };
}

/**
 * Where and how big a preview shows: as given, else its type's place and size when the extras
 * chunk is loaded, else a centred lightbox; fitted to its `viewport`, or to its own size without
 * one (no scaling).
 */
function previewBox({ box, env, type, format, size, design, viewport = size }: PreviewView): PopupBox {
  return (
    box ??
    env.extras?.popupBox({ type, format, size, location: design.poptin_location }, viewport) ??
    lightboxBox(size, viewport)
  );
}

/**
 * Renders a popup preview into `host` (the dashboard's editor): an open shadow root holding the
 * popup's styles and the popup laid out inside the host. Returns how to remove it.
 */
export function renderPopupPreview(host: HTMLElement, preview: PreviewProps): () => void {
  const props = previewViewProps(preview);
  const { env } = props;
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let container = shadow.querySelector<HTMLElement>('[data-hookline-preview]');
  const document = host.ownerDocument;
  if (!container) {
    const style = document.createElement('style');
    style.textContent = POPUP_CSS;
    // Last, after the extras chunk's style sheet: the phone layout (for a preview on a phone)
    // and the preview's own frame.
    const last = document.createElement('style');
    last.textContent = SMALL_SCREEN_CSS + PREVIEW_CSS;
    container = document.createElement('div');
    container.setAttribute('data-hookline-preview', '');
    container.style.cssText = 'position:relative;width:100%;height:100%';
    shadow.append(style, last, container);
  }
  const target = container;
  let removed = false;
  // The box is the extras chunk's once it has loaded.
  const draw = () => !removed && render(<PopupView {...props} box={previewBox(props)} inline />, target);
  const useExtras = (extras: ExtrasModule) => {
    if (!shadow.querySelector('[data-hookline-extras]')) {
      const style = document.createElement('style');
      style.setAttribute('data-hookline-extras', '');
      style.textContent = extras.LAYOUT_CSS;
      shadow.firstElementChild?.after(style);
    }
    env.extras = extras;
  };
  const traits = {
    type: props.type,
    lang: props.lang,
    format: props.format,
    design: props.design,
    templateMarkup: props.template?.html,
    templateUrl: props.template?.url,
  };
  if (!env.extras && needsExtras(traits, props.content)) {
    // Loaded once, the extras chunk serves the next previews at once.
    const loaded = loadedExtras();
    if (loaded) useExtras(loaded);
    else
      void loadExtras().then((extras) => {
        useExtras(extras);
        draw();
      });
  }
  if (traits.type === 'gamified' && !env.game) {
    const useGame = (game: GameModule) => {
      if (!shadow.querySelector('[data-hookline-game]')) {
        const style = document.createElement('style');
        style.setAttribute('data-hookline-game', '');
        style.textContent = game.GAME_CSS;
        shadow.firstElementChild?.after(style);
      }
      env.game = game;
    };
    const loaded = loadedGame();
    if (loaded) useGame(loaded);
    else
      void loadGame().then((game) => {
        useGame(game);
        draw();
      });
  }
  draw();
  return () => {
    removed = true;
    render(null, target);
  };
}

export interface PreviewOptions {
  device?: 'desktop' | 'mobile';
  lang?: TLang;
  /** Which screen to show first (a game's result screens with a sample prize). */
  screen?: 'main' | 'thank_you' | 'post_play' | 'winning' | 'losing';
}

/** The popup record fields the preview reads (wire names, spec section 3). */
export interface PreviewRecord {
  poptin_id?: string;
  poptin_type?: string;
  poptin_format?: number;
  poptin_name?: string;
  poptin_size?: { width: number; height: number };
  poptin?: string | null;
  poptin_url?: string | null;
  x_close_button?: boolean;
  if_poptin_credit?: boolean;
  lang?: TLang;
  content: unknown;
  design_properties?: Readonly<Record<string, unknown>>;
}

/**
 * The dashboard's live preview: renders a popup record into `container` (its own shadow root) as
 * the visitor would see it on a desktop or a mobile device, with no events, no network and no
 * timers that close it. Call again with a changed record to update; the result removes it.
 * Throws when the content has no main screen.
 */
export function renderPreview(
  container: HTMLElement,
  record: PreviewRecord,
  options: PreviewOptions = {},
): () => void {
  const content = parsePopupContent(record.content);
  if (!content) throw new Error('the popup content has no main screen');
  const isMobile = options.device === 'mobile';
  const lang = options.lang ?? record.lang ?? 'en';
  const template = record.poptin ? { html: record.poptin } : undefined;
  return renderPopupPreview(container, {
    popupId: record.poptin_id ?? 'preview',
    name: record.poptin_name ?? '',
    content:
      options.screen === 'thank_you' && content.thank_you ? { ...content, main: content.thank_you } : content,
    lang,
    type: record.poptin_type ?? 'lightbox',
    format: record.poptin_format ?? 1,
    size: record.poptin_size,
    // The device's window, at its real CSS size: a phone gets the reflowed layout.
    viewport: isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    design: record.design_properties ?? {},
    isMobile,
    showCloseButton: record.x_close_button !== false,
    showCredit: record.if_poptin_credit === true,
    template,
    gameScreen: options.screen === 'main' || options.screen === 'thank_you' ? undefined : options.screen,
  });
}
