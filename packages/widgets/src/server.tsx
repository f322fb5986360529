import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { richTextNames, widgetsByType } from './catalogue.ts';
import type { PageDocument, WidgetLoadContext } from './contract.ts';
import { renderBuilderPage } from './render-page.tsx';
import { sanitizeRichText } from './sanitize.ts';
import { mapPageProps, walkPage } from './tree.ts';

export type { PageDocument, PageNode, WidgetLoadContext } from './contract.ts';
export { catalogue, widgetsByType } from './catalogue.ts';
export { sanitizeRichText } from './sanitize.ts';
export { walkPage } from './tree.ts';
export { loadPage, renderBuilderPage } from './render-page.tsx';
export { renderBuilderPopupMarkup, sanitizePopupMarkup } from './popup/markup.tsx';
export { NOT_IN_POPUPS, popupWidgetProblems } from './popup/support.ts';

/** A page document whose rich-text props are sanitised (the pages API stores only this form). */
export function sanitizePage(doc: PageDocument): PageDocument {
  return mapPageProps(doc, (node) => {
    const props = { ...node.props };
    for (const name of richTextNames(widgetsByType.get(node.type)!)) {
      props[name] = sanitizeRichText(typeof props[name] === 'string' ? props[name] : '');
    }
    return props;
  });
}

/**
 * One widget of a page rendered alone, with the page's address `ctx.url` (a list refresh: the
 * server answers the widget's new markup); null when the page has no widget with that id.
 */
export async function renderBuilderWidget(
  doc: PageDocument,
  widgetId: string,
  ctx: WidgetLoadContext,
): Promise<ReactElement | null> {
  const node = [...walkPage(doc)].find((n) => n.props.id === widgetId);
  return node ? renderBuilderPage({ root: {}, content: [node] }, ctx) : null;
}

/** `renderBuilderWidget` as HTML (the list refresh's answer); null for an unknown widget. */
export async function renderBuilderWidgetHtml(
  doc: PageDocument,
  widgetId: string,
  ctx: WidgetLoadContext,
): Promise<string | null> {
  const element = await renderBuilderWidget(doc, widgetId, ctx);
  return element ? renderToString(element) : null;
}

/** The islands a rendered page needs: the distinct `data-island` names in its HTML, sorted. */
export function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([a-z0-9-]+)"/g)].map((m) => m[1]!))].sort();
}
