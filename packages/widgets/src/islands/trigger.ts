import { triggerFace, type TriggerSettings } from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';
import { ACCORDION_EVENT, CAROUSEL_EVENT } from './events.ts';
import { islandScope } from './mount.ts';

/** The trigger button: sends its action to every target and shows the face its first target calls for. */
export const mount: IslandMount = (button) => {
  if (!button.dataset.trigger) return;
  const settings = JSON.parse(button.dataset.trigger) as TriggerSettings;
  // The page, or the popup's Shadow DOM when the trigger is in a page-builder popup.
  const scope = islandScope(button);
  const targets = () =>
    settings.targets.map((id) => scope.getElementById(id)).filter((el): el is HTMLElement => !!el);
  const find = (el: HTMLElement) =>
    el.matches('[data-island]')
      ? el
      : el.querySelector<HTMLElement>(settings.type === 'carousel' ? '.hl-carousel' : '.hl-accordion');
  const text = button.querySelector('.hl-trigger__text')!;
  const icon = button.querySelector('.hl-trigger__icon');
  const refresh = () => {
    const first = targets().map(find)[0];
    const allOpen = first
      ? [...first.querySelectorAll<HTMLElement>('.hl-accordion__item')].every(
          (i) => i.dataset.open === 'true',
        )
      : false;
    const face = triggerFace(settings, { playing: first?.dataset.playing === 'true', allOpen });
    text.textContent = face.text;
    if (icon) icon.textContent = face.icon;
    button.dataset.face = face.secondary ? 'secondary' : 'primary';
  };
  const onClick = () => {
    for (const target of targets().map(find)) {
      target?.dispatchEvent(
        new CustomEvent(settings.type === 'carousel' ? CAROUSEL_EVENT : ACCORDION_EVENT, {
          detail: settings.action,
        }),
      );
    }
    refresh();
  };
  button.addEventListener('click', onClick);
  scope.addEventListener('hl:carousel-change', refresh);
  scope.addEventListener('hl:accordion-change', refresh);
  refresh();
  return () => {
    button.removeEventListener('click', onClick);
    scope.removeEventListener('hl:carousel-change', refresh);
    scope.removeEventListener('hl:accordion-change', refresh);
  };
};
