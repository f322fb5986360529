import type { IslandMount } from '../contract.ts';

/** The product gallery's thumbnails: a press shows that picture (and its caption) large. */
export const mount: IslandMount = (root) => {
  const onClick = (event: MouseEvent) => {
    const thumb = (event.target as Element).closest<HTMLButtonElement>('button[data-src]');
    if (!thumb) return;
    const main = root.querySelector<HTMLElement>('.hl-shop-gallery__main')!;
    const img = main.querySelector('img')!;
    const link = main.querySelector('a')!;
    const d = thumb.dataset;
    img.src = d.src!;
    img.alt = d.alt ?? '';
    img.width = Number(d.width);
    img.height = Number(d.height);
    link.href = d.full!;
    let caption = main.querySelector('figcaption');
    if (d.caption) {
      if (!caption) main.append((caption = document.createElement('figcaption')));
      caption.textContent = d.caption;
    } else caption?.remove();
    for (const other of root.querySelectorAll('button[data-src]'))
      other.setAttribute('aria-pressed', String(other === thumb));
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
};
