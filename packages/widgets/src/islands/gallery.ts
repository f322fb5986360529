import justifiedLayout from 'justified-layout';
import {
  deviceMode,
  justifiedLayoutCall,
  smartGridLayout,
  type JustifiedSettings,
} from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';

/** Lays the pictures out with `justified-layout` at the gallery's width (and again when it changes). */
function justify(root: HTMLElement): () => void {
  const grid = root.querySelector<HTMLElement>('.hl-gallery__grid')!;
  const items = [...grid.querySelectorAll<HTMLElement>('.hl-gallery__item')];
  const settings = JSON.parse(root.dataset.justified ?? '{}') as JustifiedSettings;
  const images = items.map((item) => ({ width: Number(item.dataset.ratio) * 1000, height: 1000 }));
  const layout = () => {
    const [ratios, config] = justifiedLayoutCall(images, settings, grid.clientWidth);
    const result = justifiedLayout(ratios, config);
    grid.style.position = 'relative';
    grid.style.height = `${result.containerHeight}px`;
    items.forEach((item, index) => {
      const box = result.boxes[index];
      item.hidden = !box;
      if (!box) return;
      Object.assign(item.style, {
        position: 'absolute',
        left: `${box.left}px`,
        top: `${box.top}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      });
    });
    root.dataset.rows = String(new Set(result.boxes.map((b) => b.top)).size);
  };
  layout();
  const observer = new ResizeObserver(layout);
  observer.observe(grid);
  return () => observer.disconnect();
}

/** Smart grid: on tablet and phone the items are copied into the smart layout and the grid hidden. */
function smartGrid(root: HTMLElement): () => void {
  const grid = root.querySelector<HTMLElement>('.hl-gallery__grid')!;
  const smart = root.querySelector<HTMLElement>('.hl-gallery__smart')!;
  const apply = () => {
    const { smartLayout, normalGridHidden } = smartGridLayout(deviceMode(window.innerWidth));
    if (smartLayout && smart.childElementCount === 0) {
      for (const item of grid.children) smart.append(item.cloneNode(true));
    }
    smart.hidden = !smartLayout;
    grid.hidden = normalGridHidden;
    root.dataset.smart = String(smartLayout);
  };
  apply();
  window.addEventListener('resize', apply);
  return () => window.removeEventListener('resize', apply);
}

/** The gallery's layouts that need scripts: justified and smart grid (grids are CSS alone). */
export const mount: IslandMount = (root) => {
  if (root.dataset.layout === 'justified') return justify(root);
  if (root.dataset.layout === 'smart') return smartGrid(root);
};
