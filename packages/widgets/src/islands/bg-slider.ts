import {
  SLIDER_ANIMATIONS,
  SLIDER_TRANSITIONS,
  pickSliderEffect,
  sliderRunning,
  sliderStart,
  sliderStep,
  type BackgroundSliderSettings,
  type SliderState,
} from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';

/**
 * The background slider (spec 4 "Background slider: autoplay, pause, end when loop is off"): each
 * slide shows for the delay (5000 ms by default), the next one comes in with the transition over
 * its duration (1000 ms by default) with the Ken Burns animation when set; the timer bar fills over
 * the delay; without loop the show ends on the last slide. The element answers `hookline:slider`
 * events (`pause`, `play`, `next`, `previous`) and shows its state in `data-slide`, `data-paused`
 * and `data-ended`.
 */
export const mount: IslandMount = (root) => {
  const settings = JSON.parse(root.dataset.slider ?? '{}') as BackgroundSliderSettings;
  if (!settings.slides?.length) return;
  let state: SliderState = sliderStart(settings);
  let timer: number | undefined;
  const timerBar = root.querySelector<HTMLElement>('.hl-bg-slider__timer');
  const overlay = root.querySelector('.hl-bg-slider__overlay');
  // Keep the pictures ready so a change never shows an empty frame.
  for (const src of settings.slides.slice(1)) new Image().src = src;

  const show = (index: number) => {
    const layer = document.createElement('div');
    layer.className = 'hl-bg-slider__slide';
    layer.style.backgroundImage = `url("${encodeURI(settings.slides[index]!)}")`;
    const transition = pickSliderEffect(settings.transition, SLIDER_TRANSITIONS, Math.random);
    const animation = pickSliderEffect(settings.animation, SLIDER_ANIMATIONS, Math.random);
    layer.style.setProperty('--hl-transition', `${settings.transitionMs}ms`);
    layer.style.setProperty('--hl-delay', `${settings.delayMs}ms`);
    if (transition) layer.dataset.transition = transition.replace(/2$/, '');
    if (animation) layer.dataset.animation = animation;
    root.insertBefore(layer, overlay ?? timerBar ?? null);
    // Older layers go once the new one has come in (slidesToKeep: 1).
    const layers = [...root.querySelectorAll('.hl-bg-slider__slide')];
    window.setTimeout(
      () => layers.slice(0, -1 - (settings.slidesToKeep - 1)).forEach((old) => old.remove()),
      settings.transitionMs,
    );
    requestAnimationFrame(() => layer.classList.add('hl-bg-slider__slide--in'));
  };

  const render = () => {
    root.dataset.slide = String(state.slide);
    root.dataset.paused = String(state.paused);
    root.dataset.ended = String(state.ended);
  };

  const schedule = () => {
    window.clearTimeout(timer);
    timerBar?.classList.remove('hl-bg-slider__timer--run');
    if (!sliderRunning(state)) return;
    if (timerBar) {
      timerBar.style.setProperty('--hl-delay', `${settings.delayMs}ms`);
      void timerBar.offsetWidth;
      timerBar.classList.add('hl-bg-slider__timer--run');
    }
    timer = window.setTimeout(() => step('next'), settings.delayMs);
  };

  const step = (event: 'next' | 'previous' | 'pause' | 'play') => {
    const before = state.slide;
    state = sliderStep(state, event, settings.loop);
    if (state.slide !== before) show(state.slide);
    render();
    schedule();
  };

  const onEvent = (event: Event) => {
    const action = (event as CustomEvent<string>).detail;
    if (action === 'pause' || action === 'play' || action === 'next' || action === 'previous') step(action);
  };
  root.addEventListener('hookline:slider', onEvent);
  render();
  schedule();
  return () => {
    window.clearTimeout(timer);
    root.removeEventListener('hookline:slider', onEvent);
  };
};
