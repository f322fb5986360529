import { itemAnchorId } from '@hookline/rules/page';
import type { RepeaterItem } from './repeater-items.ts';

/** The items' anchor ids (what a shared `#hash` names), unique within the widget. */
export function anchorIds(items: readonly RepeaterItem[]): string[] {
  const taken = new Set<string>();
  return items.map((item, index) => {
    const id = itemAnchorId(item.title, index, taken);
    taken.add(id);
    return id;
  });
}
