import { deviceMode, masonryColumnCount, masonryPlacement } from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';

/**
 * Masonry: each item to the shortest column so far (not CSS columns, which fill top to bottom),
 * columns by device (the setting on desktop, 2 on a tablet, 1 on a phone), laid out again when the
 * width or an item's height changes (pictures loading).
 */
export const mount: IslandMount = (root) => {
  const gap = Number(root.dataset.gap ?? '24') || 0;
  const layout = () => {
    const items = [...root.children] as HTMLElement[];
    const device = deviceMode(window.innerWidth);
    const count = masonryColumnCount(
      { columns: Number(root.dataset.columns) || 3, columns_tablet: 2, columns_mobile: 1 },
      device,
    );
    const width = root.clientWidth;
    const columnWidth = (width - gap * (count - 1)) / count;
    for (const item of items) {
      item.style.position = 'absolute';
      item.style.width = `${columnWidth}px`;
    }
    const placement = masonryPlacement(
      items.map((item) => item.offsetHeight),
      count,
      gap,
    );
    placement.items.forEach((place, i) => {
      const item = items[i]!;
      item.style.left = `${place.column * (columnWidth + gap)}px`;
      item.style.top = `${place.top}px`;
    });
    root.style.position = 'relative';
    root.style.height = `${placement.height}px`;
    root.dataset.columnsShown = String(count);
  };
  root.classList.add('hl-loop--placed');
  layout();
  const observer = new ResizeObserver(() => layout());
  observer.observe(root);
  for (const item of root.children) observer.observe(item);
  return () => observer.disconnect();
};
