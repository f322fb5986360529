import { activeTab, hashItemIndex, selectTab } from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';
import { scrollToItem } from './scroll.ts';

/** Repeater tabs: one open tab, by click, arrow keys, Home and End, or the address hash. */
export const mount: IslandMount = (root) => {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
  const panels = [...root.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
  const ids = panels.map((panel) => panel.id);
  const hashSync = root.dataset.hashSync === 'true';
  const show = (number: number, focus = false) => {
    tabs.forEach((tab, index) => {
      const selected = index + 1 === number;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      panels[index]!.hidden = !selected;
      if (selected && focus) tab.focus();
    });
  };
  const fromHash = () => {
    const index = hashSync ? hashItemIndex(window.location.hash, ids) : -1;
    if (index < 0) return;
    show(activeTab(tabs.length, root.dataset.defaultTab, index));
    scrollToItem(root);
  };
  const onClick = (event: MouseEvent) => {
    const index = tabs.indexOf((event.target as Element).closest('[role="tab"]') as HTMLButtonElement);
    if (index < 0) return;
    show(index + 1);
    if (hashSync) history.replaceState(history.state, '', `#${ids[index]}`);
  };
  const onKey = (event: KeyboardEvent) => {
    const current = tabs.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const count = tabs.length;
    const next = { ArrowRight: current + 2, ArrowLeft: current, Home: 1, End: count }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(selectTab(count, next > count ? 1 : next < 1 ? count : next), true);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  window.addEventListener('hashchange', fromHash);
  fromHash();
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
    window.removeEventListener('hashchange', fromHash);
  };
};
