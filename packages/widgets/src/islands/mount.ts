import type { IslandMount } from '../contract.ts';

/** Islands by name, each loaded lazily. */
export type IslandRegistry = Readonly<Record<string, () => Promise<IslandMount>>>;

const mounted = new WeakSet<HTMLElement>();

/**
 * Mounts the islands of `registry` under `root` (a page, markup a list refresh just put in, or a
 * popup's Shadow DOM): loads each named island once and mounts it on every element that carries
 * its name and is not mounted yet. A name the registry does not hold is left as rendered.
 */
export async function mountIslandsOf(registry: IslandRegistry, root: ParentNode): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')].filter((el) => !mounted.has(el));
  const names = [...new Set(elements.map((el) => el.dataset.island!))];
  await Promise.all(
    names.map(async (name) => {
      const load = registry[name];
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

/** The document or Shadow DOM an island's element is in: where it looks up ids and listens for its neighbours. */
export function islandScope(element: Node): Document | ShadowRoot {
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root : document;
}

/**
 * The attribute of the widgets' style sheet link in a page-builder popup's Shadow DOM (the visitor
 * script's builder-islands chunk puts it there); islands with style sheets of their own link them beside it.
 */
export const WIDGETS_STYLE_LINK = 'data-hookline-widgets';
