import { renderToStaticMarkup } from 'react-dom/server';
import sanitizeHtml from 'sanitize-html';
import { tileUrl } from '@hookline/rules/page';
import type { PageDocument, WidgetLoadContext } from '../contract.ts';
import { renderBuilderPage } from '../render-page.tsx';

/**
 * The layout widgets' look inside a popup's Shadow DOM, where the shop's style sheets do not reach
 * (docs/page-builder.md "Popups"). Kept small: it travels with every show of the popup.
 */
export const BUILDER_POPUP_CSS = [
  '.hl-builder{text-align:left;font-size:17px;line-height:1.5}',
  '.hl-builder img{max-width:100%;height:auto}',
  '.hl-builder .hl-heading{margin:0 0 12px;line-height:1.2}',
  '.hl-builder .hl-align-center{text-align:center}.hl-builder .hl-align-right{text-align:right}',
  '.hl-builder .hl-columns{display:grid;gap:16px;grid-template-columns:repeat(var(--c,2),minmax(0,1fr))}',
  '.hl-builder .hl-columns--3{--c:3}.hl-builder .hl-columns--4{--c:4}',
  '@media (max-width:600px){.hl-builder .hl-columns{grid-template-columns:minmax(0,1fr)}}',
  '.hl-builder .hl-section{background-size:cover;background-position:center;padding:8px 0}',
  '.hl-builder .hl-image{margin:0 0 12px}.hl-builder .hl-image img{display:block;border-radius:8px}',
  '.hl-builder .hl-button-row{margin:12px 0}',
  '.hl-builder a.hl-button{width:auto;text-decoration:none}',
].join('');

/**
 * The data attributes the widgets' islands read, and only those (docs/page-builder.md "Popups"):
 * interactive widgets work inside a popup, and nothing else rides along.
 */
export const POPUP_DATA_ATTRIBUTES = [
  'data-island',
  // Accordion, tabs, unfold, read-more and the trigger button.
  'data-initial',
  'data-hash-sync',
  'data-accordion-all',
  'data-open',
  'data-default-tab',
  'data-more',
  'data-less',
  'data-height',
  'data-auto-hide',
  'data-icons',
  'data-read-more-id',
  'data-read-more-settings',
  'data-show-status',
  'data-more-title',
  'data-less-title',
  'data-hover-animation',
  'data-trigger',
  // Carousels, galleries, background slider, loops and the wrapper link.
  'data-carousel',
  'data-slider',
  'data-slide',
  'data-layout',
  'data-justified',
  'data-ratio',
  'data-columns',
  'data-gap',
  'data-link-url',
  'data-link-target',
  'data-link-rel',
  // Shop gallery, shop tabs and add to cart.
  'data-src',
  'data-alt',
  'data-width',
  'data-full',
  'data-caption',
  'data-large',
  'data-tab',
  'data-tabs',
  'data-api',
  'data-min',
  'data-max',
  'data-product_id',
  'data-quantity',
  // Menu.
  'data-show-ms',
  'data-hide-ms',
  // Calendar.
  'data-month',
  'data-today',
  'data-items',
  'data-date',
  'data-calendar-prev',
  'data-calendar-next',
  'data-calendar-days',
  'data-calendar-items',
  'data-calendar-date',
  'data-calendar-close',
  'data-calendar-cards',
  // Maps.
  'data-settings',
  'data-markers',
  'data-map-canvas',
  'data-map-listing',
  'data-map-toggle',
  'data-marker-index',
];

/** Data attributes an island turns into an address it follows or shows: kept only when they are http(s) or on the site. */
const ADDRESS_ATTRIBUTES = ['data-link-url', 'data-src', 'data-full', 'data-large', 'data-api'];
const safeAddress = (value: string) => /^(https?:\/\/|\/(?!\/))/i.test(value.trim());

/** A JSON list of objects kept with only the items whose address fields (`keys`) are safe or empty. */
function safeItems(json: string, keys: string[]): string {
  try {
    const items = JSON.parse(json) as unknown;
    if (!Array.isArray(items)) return '[]';
    return JSON.stringify(
      items.filter(
        (item: Record<string, unknown> | null) =>
          typeof item === 'object' &&
          item !== null &&
          keys.every((key) => {
            const value = item[key];
            return value == null || value === '' || (typeof value === 'string' && safeAddress(value));
          }),
      ),
    );
  } catch {
    return '[]';
  }
}

/** A map's settings (`data-settings`, JSON) with a tile server Leaflet may load (OpenStreetMap's otherwise). */
function safeMapSettings(json: string): string {
  try {
    const settings = JSON.parse(json) as Record<string, unknown>;
    return JSON.stringify({ ...settings, tile_url: tileUrl(settings.tile_url) });
  } catch {
    return '{}';
  }
}

const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i];
const size = [/^\d{1,4}(\.\d+)?(px|rem|em|%)?$/];
const count = [/^\d{1,2}$/];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'h1',
    'h2',
    's',
    'u',
    'section',
    'picture',
    'source',
    'button',
    'input',
    'label',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'title'],
    source: ['srcset', 'sizes', 'media', 'type'],
    button: ['type', 'disabled', 'title', 'aria-pressed'],
    // The add-to-cart quantity only (type forced to number below).
    input: ['type', 'min', 'max', 'step', 'value', 'inputmode', 'name'],
    th: ['scope'],
    '*': [
      'class',
      'id',
      'style',
      'role',
      'hidden',
      'tabindex',
      'aria-label',
      'aria-hidden',
      'aria-expanded',
      'aria-controls',
      'aria-selected',
      'aria-labelledby',
      'aria-live',
      'aria-current',
      'aria-haspopup',
      ...POPUP_DATA_ATTRIBUTES,
    ],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: colour,
      'background-color': colour,
      background: colour,
      'background-image': [/^url\("?(https?:\/\/|\/)[^"()\s]*"?\)$/i],
      gap: [/^\d{1,3}(px|rem|em)$/],
      padding: [/^[\d\s.]+(px|rem|em)?[\d\s.pxrem]*$/],
      'padding-block': [/^\d{1,4}px$/],
      'min-height': [/^\d{1,4}px$/],
      height: [/^\d{1,4}px$/],
      // The unfold's folded height, the read-more button's size.
      'max-height': size,
      overflow: [/^hidden$/],
      width: size,
      'font-size': size,
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      '--hl-columns': count,
      '--hl-gallery-columns': count,
      '--hl-gallery-gap': size,
      '--hl-row-height': size,
      '--hl-loop-columns': count,
      '--hl-post-columns': count,
      '--hl-term-columns': count,
      '--hl-product-columns': count,
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // `hidden=""` is how the islands' panels start closed (sanitize-html drops it as empty by default).
  nonBooleanAttributes: (sanitizeHtml.defaults.nonBooleanAttributes ?? []).filter(
    (name) => name !== 'hidden',
  ),
  // An input only as the add-to-cart quantity (the popup's own form takes every other field).
  exclusiveFilter: (frame) => frame.tag === 'input' && !/(^|\s)qty(\s|$)/.test(frame.attribs.class ?? ''),
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: [attribs.rel, 'noopener'].filter(Boolean).join(' ') } }
        : { tagName, attribs },
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, type: 'number' } }),
    '*': (tagName, attribs) => {
      const kept = { ...attribs };
      for (const name of ADDRESS_ATTRIBUTES) if (name in kept && !safeAddress(kept[name]!)) delete kept[name];
      // The calendar's items and the map's markers: only those whose links and pictures are safe.
      if ('data-items' in kept) kept['data-items'] = safeItems(kept['data-items']!, ['url', 'image']);
      if ('data-markers' in kept)
        kept['data-markers'] = safeItems(kept['data-markers']!, ['post_link', 'marker']);
      if (kept['data-island'] === 'map' && 'data-settings' in kept)
        kept['data-settings'] = safeMapSettings(kept['data-settings']!);
      // The address hash is the page's: an accordion or tabs in a popup neither reads nor writes it.
      if ('data-hash-sync' in kept) kept['data-hash-sync'] = 'false';
      return { tagName, attribs: kept };
    },
  },
};

/**
 * The read-more widget's settings travel in a `<script type="application/json">`, which a popup
 * does not take: its JSON moves to a hidden element's `data-read-more-settings`, where the island
 * reads it inside a popup.
 */
function readMoreSettingsOutOfScripts(html: string): string {
  return html.replace(
    /<script type="application\/json" data-read-more-settings="">([\s\S]*?)<\/script>/g,
    (_match, json: string) =>
      `<span hidden="" data-read-more-settings="${json
        .replace(/\\u003c/g, '<')
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')}"></span>`,
  );
}

/**
 * A builder popup's widget markup with only what a popup may show: no scripts, handlers, frames or
 * forms; the data attributes the widgets' islands read (addresses only http(s) or on the site).
 */
export function sanitizePopupMarkup(html: string): string {
  return sanitizeHtml(readMoreSettingsOutOfScripts(html), options);
}

/**
 * A page-builder popup's content markup: its widgets rendered on the server as on a page (each
 * widget's data loaded through the data seam), sanitised, in a `.hl-builder` wrapper with the
 * layout widgets' style sheet. The interactive widgets' islands run inside the popup: the visitor
 * script's builder-islands chunk mounts them and links the widgets' style sheet.
 */
export async function renderBuilderPopupMarkup(doc: PageDocument, ctx: WidgetLoadContext): Promise<string> {
  const element = await renderBuilderPage(doc, ctx);
  const markup = sanitizePopupMarkup(renderToStaticMarkup(element));
  return `<style>${BUILDER_POPUP_CSS}</style><div class="hl-builder">${markup}</div>`;
}
