import { describe, expect, it } from 'vitest';
import { popupScale } from './popup-scale.ts';

const lightbox = { width: 800, height: 500 };

describe('popupScale', () => {
  it.each([
    ['a large window keeps full size', { width: 1920, height: 1080 }, 1],
    ['a window just large enough keeps full size', { width: 832, height: 532 }, 1],
    ['a narrow window shrinks by width', { width: 432, height: 900 }, 0.5],
    ['a short window shrinks by height', { width: 1400, height: 282 }, 0.5],
    ['an empty window leaves it alone', { width: 0, height: 0 }, 1],
  ])('%s', (_why, viewport, expected) => {
    expect(popupScale(lightbox, viewport)).toBeCloseTo(expected, 5);
  });

  it('never grows a small popup', () => {
    expect(popupScale({ width: 300, height: 200 }, { width: 2000, height: 2000 })).toBe(1);
  });
});
