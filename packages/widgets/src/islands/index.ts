import type { IslandMount } from '../contract.ts';

/**
 * Every island, by name, each a lazily loaded file: a page loads only those whose name appears in
 * its markup (`data-island="<name>"`). One line per island.
 */
export const islands: Readonly<Record<string, () => Promise<IslandMount>>> = {
  'wrapper-link': () => import('./wrapper-link.ts').then((m) => m.mount),
  accordion: () => import('./accordion.ts').then((m) => m.mount),
  tabs: () => import('./tabs.ts').then((m) => m.mount),
  'text-unfold': () => import('./text-unfold.ts').then((m) => m.mount),
  'read-more': () => import('./read-more.ts').then((m) => m.mount),
  carousel: () => import('./carousel.ts').then((m) => m.mount),
  trigger: () => import('./trigger.ts').then((m) => m.mount),
  gallery: () => import('./gallery.ts').then((m) => m.mount),
  'hover-overlay': () => import('./hover-overlay.ts').then((m) => m.mount),
  'post-block': () => import('./post-block.ts').then((m) => m.mount),
  'bg-slider': () => import('./bg-slider.ts').then((m) => m.mount),
  masonry: () => import('./masonry.ts').then((m) => m.mount),
  'add-to-cart': () => import('./add-to-cart.ts').then((m) => m.mount),
  'shop-gallery': () => import('./shop-gallery.ts').then((m) => m.mount),
  'shop-tabs': () => import('./shop-tabs.ts').then((m) => m.mount),
  menu: () => import('./menu.ts').then((m) => m.mount),
  map: () => import('./map.ts').then((m) => m.mount),
  calendar: () => import('./calendar.ts').then((m) => m.mount),
};

const mounted = new WeakSet<HTMLElement>();

/**
 * Mounts the islands under `root` (the whole page, or markup a list refresh just put in): loads
 * each named island once and mounts it on every element that carries its name and is not mounted yet.
 */
export async function mountIslands(root: ParentNode): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')].filter((el) => !mounted.has(el));
  const names = [...new Set(elements.map((el) => el.dataset.island!))];
  await Promise.all(
    names.map(async (name) => {
      const load = islands[name];
      if (!load) return;
      try {
        const mount = await load();
        for (const el of elements.filter((e) => e.dataset.island === name)) {
          mounted.add(el);
          mount(el);
          // Marks the element live (scripts and the browser journeys wait for it).
          el.dataset.islandReady = 'true';
        }
      } catch (error) {
        console.warn(`[hookline] island ${name} failed`, error);
      }
    }),
  );
}
