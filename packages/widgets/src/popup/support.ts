import type { PageDocument } from '../contract.ts';
import { widgetsByType } from '../catalogue.ts';
import { walkPage } from '../tree.ts';

/**
 * The widgets a page-builder popup cannot hold, by type, with why in an editor's words. Every
 * other widget works inside a popup: its island runs in the popup's Shadow DOM (the visitor
 * script's builder-islands chunk). The editor leaves these out of a popup's catalogue, and
 * publishing a popup that holds one (saved some other way) is refused with the reason.
 */
export const NOT_IN_POPUPS: Readonly<Record<string, string>> = {
  PostBlock:
    'a post block’s filter, pages and infinite scroll change the page’s address and reload the list from the page, so they only work on a page; show a Dynamic loop in the popup, or link to the page.',
};

/** The problems of a popup's widgets: one per widget type it holds that a popup cannot show, naming it and saying why. */
export function popupWidgetProblems(doc: PageDocument): string[] {
  const types = new Set([...walkPage(doc)].map((node) => node.type).filter((type) => type in NOT_IN_POPUPS));
  return [...types].map((type) => `${widgetsByType.get(type)?.label ?? type}: ${NOT_IN_POPUPS[type]}`);
}
