import { initialTab, type TabId } from '@hookline/shop';
import type { IslandMount } from '../contract.ts';

/**
 * The shop tabs: the address picks the open tab by the shop's rule (a reviews hash, a comment-
 * anchor or a comment-page / cpage parameter: reviews; #tab-additional_information: that tab;
 * otherwise the first), again on every hash change; a click or the arrow keys choose another.
 */
export const mount: IslandMount = (root) => {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
  const panels = [...root.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
  const ids = tabs.map((t) => t.dataset.tab as TabId);
  const show = (id: TabId, focus = false) =>
    tabs.forEach((tab, i) => {
      const on = ids[i] === id;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      panels[i]!.hidden = !on;
      if (on && focus) tab.focus();
    });
  const fromAddress = () => {
    const id = initialTab(window.location.href, ids);
    show(id);
    if (id !== ids[0]) root.scrollIntoView({ block: 'start' });
  };
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
    if (tab && tabs.includes(tab)) show(tab.dataset.tab as TabId);
  };
  const onKey = (event: KeyboardEvent) => {
    const i = tabs.indexOf(event.target as HTMLButtonElement);
    if (i < 0) return;
    const n = tabs.length;
    const next = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(ids[next]!, true);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  window.addEventListener('hashchange', fromAddress);
  fromAddress();
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
    window.removeEventListener('hashchange', fromAddress);
  };
};
