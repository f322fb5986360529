import { Fragment, type ReactElement, type ReactNode } from 'react';
import { richTextNames, slotNames, widgetsByType } from './catalogue.ts';
import type { PageDocument, PageNode, WidgetFrame, WidgetLoadContext } from './contract.ts';
import { WidgetFrameProvider } from './frame/frame.tsx';
import { sanitizeRichText } from './sanitize.ts';
import { slotNodes, walkPage } from './tree.ts';

/**
 * A page document rendered by the catalogue's widgets: shared by the shop's pages (`server.tsx`)
 * and the page-builder popups' markup (`popup/markup.tsx`), so neither imports the other.
 */

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
