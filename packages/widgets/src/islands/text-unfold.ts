import { unfoldClick, unfoldNeeded, unfoldSettings, unfoldTransition } from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';

interface Unfolder {
  open: boolean;
  set(open: boolean): void;
}

/** Every unfold widget on the page: opening one collapses the others (spec 4). */
const page: Unfolder[] = [];

/** Text unfold: folds the content to its height, toggles over 200 ms, one open at a time. */
export const mount: IslandMount = (root) => {
  const settings = unfoldSettings({
    more: root.dataset.more,
    less: root.dataset.less,
    height: root.dataset.height,
    auto_hide: root.dataset.autoHide === 'true',
    icons: root.dataset.icons === 'true',
  });
  const box = root.querySelector<HTMLElement>('.hl-unfold__content')!;
  const toggle = root.querySelector<HTMLButtonElement>('.hl-unfold__toggle')!;
  const label = toggle.querySelector<HTMLElement>('.hl-unfold__label')!;
  const full = () => box.scrollHeight;
  if (!unfoldNeeded(full(), settings)) {
    box.style.maxHeight = 'none';
    toggle.hidden = true;
    root.dataset.state = 'whole';
    return;
  }
  const self: Unfolder = {
    open: false,
    set(open) {
      if (open === self.open) return;
      const move = unfoldTransition(open, settings, full());
      self.open = open;
      box.style.transition = 'none';
      box.style.maxHeight = `${move.fromPx}px`;
      void box.offsetHeight; // start the transition from the current height
      box.style.transition = `max-height ${move.durationMs}ms ease`;
      box.style.maxHeight = `${move.toPx}px`;
      label.textContent = move.label;
      toggle.setAttribute('aria-expanded', String(open));
      root.dataset.state = open ? 'open' : 'folded';
      root.dataset.icon = move.icon ?? '';
    },
  };
  page.push(self);
  root.dataset.state = 'folded';
  box.style.maxHeight = `${settings.heightPx}px`;
  const onClick = () => {
    const next = unfoldClick(
      page.map((u) => u.open),
      page.indexOf(self),
    );
    page.forEach((unfolder, index) => unfolder.set(next[index]!));
  };
  toggle.addEventListener('click', onClick);
  return () => {
    toggle.removeEventListener('click', onClick);
    page.splice(page.indexOf(self), 1);
  };
};
