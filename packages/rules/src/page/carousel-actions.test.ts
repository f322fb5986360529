import { describe, expect, it } from 'vitest';
import { carouselAction, type CarouselAction, type CarouselState } from './carousel-actions.ts';

const at = (index: number, loop = false, playing = true): CarouselState => ({
  index,
  snaps: 5,
  loop,
  playing,
});

describe('carouselAction', () => {
  it.each<[string, CarouselState, CarouselAction, Partial<CarouselState>]>([
    ['next', at(1), 'next', { index: 2 }],
    ['next at the end stops', at(4), 'next', { index: 4 }],
    ['next at the end loops', at(4, true), 'next', { index: 0 }],
    ['prev', at(3), 'prev', { index: 2 }],
    ['prev at the start stops', at(0), 'prev', { index: 0 }],
    ['prev at the start loops', at(0, true), 'prev', { index: 4 }],
    ['first', at(3), 'first', { index: 0 }],
    ['last', at(1), 'last', { index: 4 }],
    ['play', at(1, false, false), 'play', { playing: true, index: 1 }],
    ['pause', at(1), 'pause', { playing: false, index: 1 }],
    ['play_pause while running pauses', at(1), 'play_pause', { playing: false }],
    ['play_pause while paused plays', at(1, false, false), 'play_pause', { playing: true }],
  ])('%s', (_name, state, action, expected) => {
    expect(carouselAction(state, action)).toMatchObject(expected);
  });

  it('keeps an empty carousel at 0', () => {
    expect(carouselAction({ index: 0, snaps: 0, loop: true, playing: false }, 'last').index).toBe(0);
  });
});
