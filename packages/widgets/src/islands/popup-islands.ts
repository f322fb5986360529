import type { IslandRegistry } from './mount.ts';
import { islandScope, mountIslandsOf, WIDGETS_STYLE_LINK } from './mount.ts';

/**
 * The islands that also run inside a page-builder popup's Shadow DOM (the visitor script's
 * builder-islands chunk mounts them; docs/page-builder.md "Popups"): every island but the
 * page-only one of `index.ts` (the post block's list filter and pages). Each looks up
 * ids and listens for its neighbours in its own document or Shadow DOM (`islandScope`).
 */
export const popupIslands: IslandRegistry = {
  'wrapper-link': () => import('./wrapper-link.ts').then((m) => m.mount),
  accordion: () => import('./accordion.ts').then((m) => m.mount),
  tabs: () => import('./tabs.ts').then((m) => m.mount),
  'text-unfold': () => import('./text-unfold.ts').then((m) => m.mount),
  'read-more': () => import('./read-more.ts').then((m) => m.mount),
  carousel: () => import('./carousel.ts').then((m) => m.mount),
  trigger: () => import('./trigger.ts').then((m) => m.mount),
  gallery: () => import('./gallery.ts').then((m) => m.mount),
  'hover-overlay': () => import('./hover-overlay.ts').then((m) => m.mount),
  'bg-slider': () => import('./bg-slider.ts').then((m) => m.mount),
  masonry: () => import('./masonry.ts').then((m) => m.mount),
  'add-to-cart': () => import('./add-to-cart.ts').then((m) => m.mount),
  'shop-gallery': () => import('./shop-gallery.ts').then((m) => m.mount),
  'shop-tabs': () => import('./shop-tabs.ts').then((m) => m.mount),
  menu: () => import('./menu.ts').then((m) => m.mount),
  calendar: () => import('./calendar.ts').then((m) => m.mount),
  map: () => import('./map.ts').then((m) => m.mount),
};

/** Mounts the popup islands of a builder popup's content (`root`, inside the popup's Shadow DOM). */
export function mountPopupIslands(root: ParentNode): Promise<void> {
  return mountIslandsOf(popupIslands, root);
}

export { islandScope, WIDGETS_STYLE_LINK };
