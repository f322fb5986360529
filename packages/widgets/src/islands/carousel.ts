import EmblaCarousel from 'embla-carousel';
import {
  carouselAction,
  carouselEdges,
  type CarouselAction,
  type CarouselLayout,
  type DeviceMode,
} from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';
import { CAROUSEL_EVENT } from './events.ts';

interface CarouselData {
  layouts: ({ minWidth: number; device: DeviceMode } & CarouselLayout)[];
  autoplay: boolean;
  delayMs: number;
  loop: boolean;
}

/**
 * A carousel on Embla: steps of the device's group size, loop, autoplay every `delayMs` (paused
 * while the pointer or focus is on it, never with reduced motion), previous / next buttons, and the
 * trigger widget's actions (next, prev, first, last, play, pause, play_pause).
 */
export const mount: IslandMount = (root) => {
  const data = JSON.parse(root.dataset.carousel ?? '{}') as CarouselData;
  const viewport = root.querySelector<HTMLElement>('.hl-carousel__viewport')!;
  const breakpoints = Object.fromEntries(
    data.layouts.map((l) => [`(min-width: ${l.minWidth}px)`, { slidesToScroll: l.slidesToScroll }]),
  );
  const embla = EmblaCarousel(viewport, {
    loop: data.loop,
    align: 'start',
    containScroll: 'trimSnaps',
    breakpoints,
  });
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  let playing = data.autoplay && !reduced;
  let hovered = false;
  let timer: number | undefined;
  const schedule = () => {
    window.clearTimeout(timer);
    if (playing && !hovered) timer = window.setTimeout(() => (embla.scrollNext(), schedule()), data.delayMs);
  };
  const publish = () => {
    const { atStart, atEnd } = carouselEdges(embla.scrollProgress());
    root.dataset.playing = String(playing);
    root.dataset.index = String(embla.selectedScrollSnap());
    root.querySelector<HTMLButtonElement>('.hl-carousel__prev')!.disabled = !data.loop && atStart;
    root.querySelector<HTMLButtonElement>('.hl-carousel__next')!.disabled = !data.loop && atEnd;
    root.dispatchEvent(
      new CustomEvent('hl:carousel-change', {
        bubbles: true,
        detail: { playing, index: embla.selectedScrollSnap() },
      }),
    );
  };
  const act = (action: CarouselAction) => {
    const before = {
      index: embla.selectedScrollSnap(),
      snaps: embla.scrollSnapList().length,
      loop: data.loop,
      playing,
    };
    const after = carouselAction(before, action);
    if (after.index !== before.index) embla.scrollTo(after.index);
    playing = after.playing;
    schedule();
    publish();
  };
  root.querySelector('.hl-carousel__prev')!.addEventListener('click', () => act('prev'));
  root.querySelector('.hl-carousel__next')!.addEventListener('click', () => act('next'));
  const onAction = (event: Event) => act((event as CustomEvent<CarouselAction>).detail);
  const hold = (on: boolean) => () => ((hovered = on), schedule());
  root.addEventListener(CAROUSEL_EVENT, onAction);
  root.addEventListener('pointerenter', hold(true));
  root.addEventListener('pointerleave', hold(false));
  root.addEventListener('focusin', hold(true));
  root.addEventListener('focusout', hold(false));
  embla.on('select', publish);
  publish();
  schedule();
  return () => {
    window.clearTimeout(timer);
    root.removeEventListener(CAROUSEL_EVENT, onAction);
    embla.destroy();
  };
};
