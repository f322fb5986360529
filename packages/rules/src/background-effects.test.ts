import { describe, expect, it } from 'vitest';
import {
  backgroundEffectOf,
  backgroundEffectOpacity,
  effectParticleCount,
  type BackgroundEffectName,
} from './background-effects.ts';

describe('backgroundEffectOpacity', () => {
  it.each([
    ['starry-sky', false, true, 0.7],
    ['starry-sky', true, false, 0.7],
    ['rain', false, true, 0.5],
    ['wheel', false, true, 0.5],
    ['snow', false, true, 1],
    ['ball', false, true, 1],
    ['confetti', false, true, 1],
    ['snow', true, true, 0.5],
    ['confetti', false, false, 0.5],
  ] as const)(
    '%s, gamified %s, background colour %s -> %f',
    (effect, gamified, hasBackgroundColor, opacity) => {
      expect(backgroundEffectOpacity(effect, { gamified, hasBackgroundColor })).toBe(opacity);
    },
  );
});

describe('effectParticleCount', () => {
  it.each([
    ['snow', 800, 500, 200],
    ['snow', 1366, 850, 581],
    ['wheel', 800, 500, 100],
    ['wheel', 390, 844, 82],
    ['snow', 4000, 4000, 1200],
    ['ball', 10, 10, 1],
  ] as [BackgroundEffectName, number, number, number][])(
    '%s over %ix%i: %i',
    (effect, width, height, count) => {
      expect(effectParticleCount(effect, width, height)).toBe(count);
    },
  );
});

describe('backgroundEffectOf', () => {
  it.each([
    ['snow', 'snow'],
    ['starry-sky', 'starry-sky'],
    ['none', null],
    ['fireworks', null],
    [undefined, null],
  ])('%s -> %s', (value, effect) => {
    expect(backgroundEffectOf(value)).toBe(effect);
  });
});
