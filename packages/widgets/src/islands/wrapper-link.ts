import type { IslandMount } from '../contract.ts';

/** Whether a click landed on something that has its own action (then the wrapper link stays out). */
const ownAction = (target: EventTarget | null, wrapper: HTMLElement) =>
  target instanceof Element &&
  target
    .closest('a, button, input, select, textarea, label, [role="button"]')
    ?.closest('[data-island="wrapper-link"]') === wrapper;

/** The click-through link on a whole element (spec 2): a click anywhere follows it, in a new window when flagged. */
export const mount: IslandMount = (element) => {
  const url = element.dataset.linkUrl;
  if (!url) return;
  element.style.cursor = 'pointer';
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || ownAction(event.target, element)) return;
    if (element.dataset.linkTarget === '_blank' || event.ctrlKey || event.metaKey) {
      window.open(url, '_blank', 'noopener');
    } else {
      window.location.assign(url);
    }
  };
  element.addEventListener('click', onClick);
  return () => element.removeEventListener('click', onClick);
};
