import { Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { richTextNames, slotNames, widgetsByType } from './catalogue.ts';
import type { PageDocument, PageNode, WidgetFrame, WidgetLoadContext } from './contract.ts';
import { WidgetFrameProvider } from './frame/frame.tsx';
import { sanitizeRichText } from './sanitize.ts';
import { mapPageProps, slotNodes, walkPage } from './tree.ts';

export type { PageDocument, PageNode, WidgetLoadContext } from './contract.ts';
export { catalogue, widgetsByType } from './catalogue.ts';
export { sanitizeRichText } from './sanitize.ts';
export { walkPage } from './tree.ts';

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

/** Runs every widget's `load` on the page at once; answers what each answered, by node id. */
export async function loadPage(doc: PageDocument, ctx: WidgetLoadContext): Promise<Map<string, unknown>> {
  const jobs = [...walkPage(doc)].flatMap((node) => {
    const widget = widgetsByType.get(node.type)!;
    if (!widget.load) return [];
    const props = { ...widget.defaultProps, ...node.props };
    return [widget.load(props, ctx).then((loaded) => [node.props.id, loaded] as const)];
  });
  return new Map(await Promise.all(jobs));
}

function renderNodes(nodes: PageNode[], loaded: Map<string, unknown>): ReactNode {
  return nodes.map((node) => {
    const widget = widgetsByType.get(node.type);
    if (!widget) return null;
    const slots: Record<string, ReactNode> = {};
    for (const name of slotNames(widget)) slots[name] = renderNodes(slotNodes(node.props[name]), loaded);
    const props = { ...widget.defaultProps, ...node.props };
    for (const name of richTextNames(widget)) {
      props[name] = sanitizeRichText(typeof props[name] === 'string' ? props[name] : '');
    }
    const { Render } = widget;
    return <Render key={node.props.id} {...props} slots={slots} loaded={loaded.get(node.props.id)} />;
  });
}

/**
 * A page ready to render to HTML: each widget's data loaded through the data seam, rich text
 * sanitised, unknown widget types left out. The shop wraps it in its layout.
 */
export async function renderBuilderPage(
  doc: PageDocument,
  ctx: WidgetLoadContext,
  frame: Partial<WidgetFrame> = {},
): Promise<ReactElement> {
  const loaded = await loadPage(doc, ctx);
  return (
    <WidgetFrameProvider value={{ url: ctx.url.pathname + ctx.url.search, ...frame }}>
      <Fragment>{renderNodes(doc.content, loaded)}</Fragment>
    </WidgetFrameProvider>
  );
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
export { renderBuilderPopupMarkup, sanitizePopupMarkup } from './popup/markup.tsx';
export { NOT_IN_POPUPS, popupWidgetProblems } from './popup/support.ts';
