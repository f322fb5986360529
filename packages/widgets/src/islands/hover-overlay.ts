import { hoverEdge } from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';

/** The directional hover overlay of a grid item: it slides in from the edge the pointer came in by, and out by the edge it left by. */
export const mount: IslandMount = (item) => {
  const edge = (event: PointerEvent) => {
    const box = item.getBoundingClientRect();
    return hoverEdge(event.clientX - box.left, event.clientY - box.top, box.width, box.height);
  };
  const enter = (event: PointerEvent) => {
    item.dataset.hoverFrom = edge(event);
    item.dataset.hover = 'in';
  };
  const leave = (event: PointerEvent) => {
    item.dataset.hoverFrom = edge(event);
    item.dataset.hover = 'out';
  };
  item.addEventListener('pointerenter', enter);
  item.addEventListener('pointerleave', leave);
  return () => {
    item.removeEventListener('pointerenter', enter);
    item.removeEventListener('pointerleave', leave);
  };
};
