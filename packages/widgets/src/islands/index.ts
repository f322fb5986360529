import { mountIslandsOf, type IslandRegistry } from './mount.ts';
import { popupIslands } from './popup-islands.ts';

/**
 * Every island, by name, each a lazily loaded file: a page loads only those whose name appears in
 * its markup (`data-island="<name>"`). One line per island: those that also run in a page-builder
 * popup are in `popup-islands.ts`, the page-only one here (`NOT_IN_POPUPS`, popup/support.ts, says why).
 */
export const islands: IslandRegistry = {
  ...popupIslands,
  'post-block': () => import('./post-block.ts').then((m) => m.mount),
};

/**
 * Mounts the islands under `root` (the whole page, or markup a list refresh just put in): loads
 * each named island once and mounts it on every element that carries its name and is not mounted yet.
 */
export function mountIslands(root: ParentNode): Promise<void> {
  return mountIslandsOf(islands, root);
}
