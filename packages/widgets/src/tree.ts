import { slotNames, widgetsByType } from './catalogue.ts';
import type { PageDocument, PageNode } from './contract.ts';

const isNode = (value: unknown): value is PageNode =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageNode).type === 'string' &&
  typeof (value as PageNode).props === 'object';

/** A slot prop's nodes (anything that is not a list of nodes counts as an empty slot). */
export function slotNodes(value: unknown): PageNode[] {
  return Array.isArray(value) ? value.filter(isNode) : [];
}

/** Every node of the page, depth first, slots included (unknown widget types are skipped). */
export function* walkPage(doc: PageDocument): Generator<PageNode> {
  const stack = [...doc.content].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    const widget = widgetsByType.get(node.type);
    if (!widget) continue;
    yield node;
    for (const name of slotNames(widget).reverse()) stack.push(...slotNodes(node.props[name]).reverse());
  }
}

/** Applies `change` to every node's props (slots included) and answers the new document. */
export function mapPageProps(doc: PageDocument, change: (node: PageNode) => PageNode['props']): PageDocument {
  const mapNodes = (nodes: PageNode[]): PageNode[] =>
    nodes.map((node) => {
      const widget = widgetsByType.get(node.type);
      if (!widget) return node;
      const props = { ...change(node) };
      for (const name of slotNames(widget)) props[name] = mapNodes(slotNodes(props[name]));
      return { ...node, props };
    });
  return { ...doc, content: mapNodes(doc.content) };
}
