import {
  READ_MORE_INVALID,
  readMoreClick,
  readMoreSettings,
  readMoreStartsOpen,
  readMoreWording,
  type ReadMoreState,
} from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';
import { playClick } from './click-sound.ts';
import { islandScope } from './mount.ts';

/**
 * The settings map of the expanders around `root` (the page, or a popup's Shadow DOM): every
 * `<script data-read-more-settings>` merged, by instance id. A popup's markup has no scripts, so
 * there the map is the element's `data-read-more-settings` attribute (popup/markup.tsx).
 */
function pageSettingsMap(root: HTMLElement): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  const sources = [...islandScope(root).querySelectorAll<HTMLElement>('[data-read-more-settings]')].map(
    (el) => (el instanceof HTMLScriptElement ? el.textContent : el.dataset.readMoreSettings),
  );
  for (const source of sources) {
    try {
      Object.assign(map, JSON.parse(source || '{}'));
    } catch {
      // A broken map entry leaves its expander without settings: it logs 'Invalid Data' below.
    }
  }
  return map;
}

/** The read-more expander: each click carries out the plan of `readMoreClick` (spec 4), step by step. */
export const mount: IslandMount = (root) => {
  const id = root.dataset.readMoreId ?? '';
  const parsed = readMoreSettings(pageSettingsMap(root), id);
  if (!parsed.ok) {
    console.log(parsed.log === READ_MORE_INVALID ? READ_MORE_INVALID : parsed.log);
    return;
  }
  const { settings } = parsed;
  const button = root.querySelector<HTMLButtonElement>('.hl-read-more__button');
  const content = root.querySelector<HTMLElement>('.hl-read-more__content');
  if (!button || !content) return;
  const wording = readMoreWording({
    ...button.dataset,
    'more-title': button.dataset.moreTitle,
    'less-title': button.dataset.lessTitle,
  });
  const text = button.querySelector<HTMLElement>('.hl-read-more__text')!;
  const arrow = button.querySelector<HTMLElement>('.hl-read-more__arrow');
  let state: ReadMoreState = {
    open: readMoreStartsOpen(settings, content.dataset.showStatus),
    scrollAtOpen: null,
  };
  content.hidden = !state.open;
  if (settings.hoverAnimation) button.dataset.hoverAnimation = settings.hoverAnimation;

  const slide = (opening: boolean, durationMs: number, easing: string) => {
    content.hidden = false;
    const full = content.scrollHeight;
    content.style.overflow = 'hidden';
    content.style.transition = 'none';
    content.style.maxHeight = `${opening ? 0 : full}px`;
    void content.offsetHeight;
    content.style.transition = `max-height ${durationMs}ms ${easing}`;
    content.style.maxHeight = `${opening ? full : 0}px`;
    window.setTimeout(() => {
      content.style.maxHeight = '';
      content.style.overflow = '';
      content.hidden = !opening;
      content.dataset.showStatus = String(opening);
      root.classList.toggle('hl-read-more--faded', opening);
    }, durationMs);
  };
  const onClick = () => {
    const { state: next, plan } = readMoreClick(state, settings, wording, window.scrollY);
    state = next;
    slide(plan.slide === 'open', plan.durationMs, plan.easing);
    text.textContent = plan.text;
    button.title = plan.title;
    button.setAttribute('aria-expanded', String(plan.slide === 'open'));
    if (arrow) arrow.style.transform = `rotate(${plan.arrowRotation}deg)`;
    root.classList.add(plan.wrapperClass.add);
    root.classList.remove(plan.wrapperClass.remove);
    root.dataset.gradient = plan.gradient;
    root.dispatchEvent(new CustomEvent(plan.event, { bubbles: true, detail: id }));
    if (plan.sound) playClick(plan.sound.url);
    if (plan.removeButton) button.remove();
    if (plan.scrollTo !== null) window.scrollTo({ top: plan.scrollTo, behavior: 'smooth' });
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
};
