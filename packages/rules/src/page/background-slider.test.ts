import { describe, expect, it } from 'vitest';
import {
  backgroundSliderSettings,
  pickSliderEffect,
  SLIDER_TRANSITIONS,
  sliderRunning,
  sliderStart,
  sliderStep,
  type SliderState,
} from './background-slider.ts';

const four = ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'];

describe('backgroundSliderSettings', () => {
  it('has the defaults of the spec', () => {
    expect(backgroundSliderSettings({ slides: four })).toEqual({
      slides: four,
      transition: 'fade',
      transitionMs: 1000,
      animation: null,
      delayMs: 5000,
      overlay: false,
      cover: 'cover',
      timer: true,
      loop: true,
      autoplay: true,
      slidesToKeep: 1,
    });
  });

  it.each([
    [
      'slides as gallery items',
      { slides: [{ url: '/a.jpg' }, { src: '/b.jpg' }, { url: '' }, 7, null] },
      { slides: ['/a.jpg', '/b.jpg'] },
    ],
    ['no slides', { slides: 'nope' }, { slides: [] }],
    [
      'empty delay and transition',
      { delay: '', transition_duration: '' },
      { delayMs: 5000, transitionMs: 1000 },
    ],
    [
      'a transition longer than the delay',
      { delay: 800, transition_duration: 1000 },
      { delayMs: 800, transitionMs: 800 },
    ],
    [
      'set values',
      { delay: '7000', transition_duration: '600', transition: 'slideLeft', animation: 'kenburnsUp' },
      { delayMs: 7000, transitionMs: 600, transition: 'slideLeft', animation: 'kenburnsUp' },
    ],
    [
      'random effects',
      { transition: 'random', animation: 'random' },
      { transition: 'random', animation: 'random' },
    ],
    ['unknown effects', { transition: 'explode', animation: 'spin' }, { transition: null, animation: null }],
    [
      'switches off',
      { overlay: 'yes', timer: '', loop: 'no', autoplay: '' },
      { overlay: true, timer: false, loop: false, autoplay: false },
    ],
    ['contain', { cover: 'contain' }, { cover: 'contain' }],
    ['repeat', { cover: 'repeat' }, { cover: 'repeat' }],
    ['cover off', { cover: '' }, { cover: 'contain' }],
  ])('%s', (_name, raw, expected) => {
    expect(backgroundSliderSettings(raw)).toMatchObject(expected);
  });
});

describe('pickSliderEffect', () => {
  it.each([
    ['fade', 0.5, 'fade'],
    [null, 0.5, null],
    ['random', 0, 'fade'],
    ['random', 0.9999, 'swirlRight2'],
    ['random', 1, 'swirlRight2'],
  ])('%s with %s: %s', (setting, roll, expected) => {
    expect(pickSliderEffect(setting, SLIDER_TRANSITIONS, () => roll)).toBe(expected);
  });
});

describe('sliderStart', () => {
  it.each([
    [{ slides: four }, { slide: 0, total: 4, paused: false, ended: false }],
    [
      { slides: four, autoplay: '' },
      { slide: 0, total: 4, paused: true, ended: false },
    ],
    [{ slides: ['/a.jpg'] }, { slide: 0, total: 1, paused: true, ended: false }],
  ])('%j', (raw, expected) => {
    expect(sliderStart(backgroundSliderSettings(raw))).toEqual(expected);
  });
});

describe('sliderStep', () => {
  const at = (slide: number, extra: Partial<SliderState> = {}): SliderState => ({
    slide,
    total: 4,
    paused: false,
    ended: false,
    ...extra,
  });
  it.each<[string, SliderState, Parameters<typeof sliderStep>[1], boolean, SliderState]>([
    ['next', at(1), 'next', true, at(2)],
    ['next from the last loops to the first', at(3), 'next', true, at(0)],
    ['next from the last ends without loop', at(3), 'next', false, at(3, { ended: true })],
    ['previous', at(2), 'previous', false, at(1)],
    ['previous from the first jumps to index 3 with loop', at(0), 'previous', true, at(3)],
    ['previous from the first stays without loop', at(0), 'previous', false, at(0)],
    ['pause', at(2), 'pause', true, at(2, { paused: true })],
    ['play', at(2, { paused: true }), 'play', true, at(2)],
    ['play after the end starts over', at(3, { ended: true }), 'play', false, at(0)],
  ])('%s', (_name, state, event, loop, expected) => {
    expect(sliderStep(state, event, loop)).toEqual(expected);
  });

  it('autoplays through once and stops when loop is off', () => {
    const settings = backgroundSliderSettings({ slides: four, loop: '' });
    let state = sliderStart(settings);
    const shown = [state.slide];
    while (sliderRunning(state)) {
      state = sliderStep(state, 'next', settings.loop);
      if (!state.ended) shown.push(state.slide);
    }
    expect(shown).toEqual([0, 1, 2, 3]);
    expect(state.ended).toBe(true);
  });

  it('keeps the timer still while paused or with one slide', () => {
    expect(sliderRunning(at(1, { paused: true }))).toBe(false);
    expect(sliderRunning({ slide: 0, total: 1, paused: false, ended: false })).toBe(false);
    expect(sliderRunning(at(1))).toBe(true);
  });
});
