import {
  accordionAction,
  accordionClick,
  accordionInitial,
  accordionStart,
  collapseAll,
  expandAll,
  hashItemIndex,
  type AccordionAction,
} from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';
import { ACCORDION_EVENT } from './events.ts';
import { scrollToItem } from './scroll.ts';

/** Repeater accordion: clicks, expand/collapse all, the address hash and the trigger widget's actions. */
export const mount: IslandMount = (root) => {
  const items = [...root.querySelectorAll<HTMLElement>(':scope > .hl-accordion__item')];
  const ids = items.map((item) => item.id);
  const hashSync = root.dataset.hashSync === 'true';
  let open = accordionStart(items.length, accordionInitial(root.dataset.initial));
  const apply = (next: boolean[]) => {
    open = next;
    items.forEach((item, index) => {
      item.dataset.open = String(open[index]);
      item.querySelector('button')?.setAttribute('aria-expanded', String(open[index]));
      const panel = item.querySelector<HTMLElement>('.hl-accordion__panel');
      if (panel) panel.hidden = !open[index];
    });
    root.dispatchEvent(new CustomEvent('hl:accordion-change', { bubbles: true, detail: { open } }));
  };
  const fromHash = (scroll: boolean) => {
    const index = hashSync ? hashItemIndex(window.location.hash, ids) : -1;
    if (index < 0) return;
    apply(
      open.map((_o, i) => i === index || (accordionInitial(root.dataset.initial) === 'all_open' && open[i]!)),
    );
    if (scroll) scrollToItem(items[index]!);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const all = target.closest<HTMLElement>('[data-accordion-all]');
    if (all && root.contains(all))
      return apply(all.dataset.accordionAll === 'expand' ? expandAll(open) : collapseAll(open));
    const button = target.closest('.hl-accordion__title button');
    const index = items.findIndex((item) => item.contains(button));
    if (!button || index < 0) return;
    const next = accordionClick(open, index);
    apply(next);
    // The address follows the open item, so it can be shared (replace: no history entry per click).
    if (hashSync && next[index]) history.replaceState(history.state, '', `#${ids[index]}`);
  };
  const onAction = (event: Event) =>
    apply(accordionAction(open, (event as CustomEvent<AccordionAction>).detail));
  const onHash = () => fromHash(true);
  root.addEventListener('click', onClick);
  root.addEventListener(ACCORDION_EVENT, onAction);
  window.addEventListener('hashchange', onHash);
  fromHash(true);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener(ACCORDION_EVENT, onAction);
    window.removeEventListener('hashchange', onHash);
  };
};
