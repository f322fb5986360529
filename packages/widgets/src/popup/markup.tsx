import { renderToStaticMarkup } from 'react-dom/server';
import sanitizeHtml from 'sanitize-html';
import type { PageDocument, WidgetLoadContext } from '../contract.ts';
import { renderBuilderPage } from '../server.tsx';

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
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'title'],
    source: ['srcset', 'sizes', 'media', 'type'],
    '*': ['class', 'id', 'style', 'role', 'aria-label', 'aria-hidden'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-image': [/^url\("?(https?:\/\/|\/)[^"()\s]*"?\)$/i],
      gap: [/^\d{1,3}(px|rem|em)$/],
      padding: [/^[\d\s.]+(px|rem|em)?[\d\s.pxrem]*$/],
      'min-height': [/^\d{1,4}px$/],
      height: [/^\d{1,4}px$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: [attribs.rel, 'noopener'].filter(Boolean).join(' ') } }
        : { tagName, attribs },
  },
};

/** A builder popup's widget markup with only what a popup may show: no scripts, handlers, frames or forms. */
export function sanitizePopupMarkup(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * A page-builder popup's content markup: its widgets rendered on the server as on a page (each
 * widget's data loaded through the data seam), sanitised, in a `.hl-builder` wrapper with the
 * layout widgets' style sheet. Islands do not run inside popups: interactive widgets show their
 * server-rendered state.
 */
export async function renderBuilderPopupMarkup(doc: PageDocument, ctx: WidgetLoadContext): Promise<string> {
  const element = await renderBuilderPage(doc, ctx);
  const markup = sanitizePopupMarkup(renderToStaticMarkup(element));
  return `<style>${BUILDER_POPUP_CSS}</style><div class="hl-builder">${markup}</div>`;
}
