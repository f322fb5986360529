import type { IslandMount } from '../contract.ts';

/**
 * The menu: a sub-menu opens 250 ms after the pointer enters its item and closes 500 ms after it
 * leaves (spec 9), opens and closes on a press of its parent link (touch, keyboard), closes on
 * Escape; the phone's Menu button shows and hides the whole list.
 */
export const mount: IslandMount = (root) => {
  const showMs = Number(root.dataset.showMs ?? '250');
  const hideMs = Number(root.dataset.hideMs ?? '500');
  const toggle = root.querySelector<HTMLButtonElement>('.hl-menu__toggle');
  const timers = new WeakMap<HTMLElement, number>();
  const setOpen = (item: HTMLElement, open: boolean) => {
    item.classList.toggle('hl-menu__parent--open', open);
    item.querySelector(':scope > a')?.setAttribute('aria-expanded', String(open));
  };
  const later = (item: HTMLElement, open: boolean) => {
    window.clearTimeout(timers.get(item));
    timers.set(
      item,
      window.setTimeout(() => setOpen(item, open), open ? showMs : hideMs),
    );
  };
  const parents = [...root.querySelectorAll<HTMLElement>('.hl-menu__parent')];
  const cleanups = parents.map((item) => {
    const enter = () => later(item, true);
    const leave = () => later(item, false);
    const press = (event: Event) => {
      if ((event.target as Element).closest('a') !== item.querySelector(':scope > a')) return;
      if (!item.classList.contains('hl-menu__parent--open')) {
        event.preventDefault();
        window.clearTimeout(timers.get(item));
        setOpen(item, true);
      }
    };
    item.addEventListener('pointerenter', enter);
    item.addEventListener('pointerleave', leave);
    item.addEventListener('click', press);
    return () => {
      item.removeEventListener('pointerenter', enter);
      item.removeEventListener('pointerleave', leave);
      item.removeEventListener('click', press);
    };
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    parents.forEach((item) => setOpen(item, false));
  };
  const onToggle = () => {
    const open = toggle!.getAttribute('aria-expanded') !== 'true';
    toggle!.setAttribute('aria-expanded', String(open));
    root.classList.toggle('hl-menu--open', open);
  };
  root.addEventListener('keydown', onKey);
  toggle?.addEventListener('click', onToggle);
  return () => {
    cleanups.forEach((c) => c());
    root.removeEventListener('keydown', onKey);
    toggle?.removeEventListener('click', onToggle);
  };
};
