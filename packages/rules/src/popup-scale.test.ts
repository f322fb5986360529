import { describe, expect, it } from 'vitest';
import { minUsableScale, popupFit, popupScale } from './popup-scale.ts';

const lightbox = { width: 800, height: 500 };
const phone = { width: 390, height: 844 };

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

describe('minUsableScale', () => {
  it('keeps 17 px text at 16 px and 48 px controls above 44 px', () => {
    expect(minUsableScale()).toBeCloseTo(16 / 17, 5);
    expect(17 * minUsableScale()).toBeGreaterThanOrEqual(16 - 1e-9);
    expect(48 * minUsableScale()).toBeGreaterThanOrEqual(44);
  });

  it('lets larger text shrink further, but never below 44 px controls', () => {
    expect(minUsableScale(32)).toBeCloseTo(44 / 48, 5);
  });

  it('never lets text set at 16 px or below shrink at all', () => {
    expect(minUsableScale(16)).toBe(1);
    expect(minUsableScale(12)).toBe(1);
  });
});

describe('popupFit', () => {
  it.each([
    ['a desktop window shows the lightbox at full size', lightbox, { width: 1366, height: 850 }, 1, false],
    ['a slightly small window shrinks it a little', lightbox, { width: 820, height: 700 }, 788 / 800, false],
    ['a phone reflows it rather than shrink it to 45 %', lightbox, phone, 1, true],
    [
      'a small laptop window too narrow for 16 px text reflows it',
      lightbox,
      { width: 760, height: 900 },
      1,
      true,
    ],
    ['a short landscape phone reflows it', lightbox, { width: 844, height: 390 }, 1, true],
    [
      'a phone-sized popup reflows on a phone, where it would fit',
      { width: 360, height: 540 },
      phone,
      1,
      true,
    ],
    [
      'a phone-sized popup keeps its size on a tablet',
      { width: 360, height: 540 },
      { width: 768, height: 1024 },
      1,
      false,
    ],
    ['a tablet shrinks a lightbox a little', lightbox, { width: 820, height: 1180 }, 788 / 800, false],
    ['a slide-in reflows on a phone', { width: 400, height: 320 }, phone, 1, true],
  ])('%s', (_why, popup, viewport, scale, fluid) => {
    const fit = popupFit(popup, viewport);
    expect(fit.fluid).toBe(fluid);
    expect(fit.scale).toBeCloseTo(scale, 5);
  });

  it('never shrinks the text below 16 px, whatever the window', () => {
    for (let width = 200; width <= 2000; width += 7)
      for (const textPx of [16, 17, 20, 24]) {
        const fit = popupFit(lightbox, { width, height: 900 }, textPx);
        expect(textPx * fit.scale).toBeGreaterThanOrEqual(16 - 1e-9);
        expect(48 * fit.scale).toBeGreaterThanOrEqual(44);
      }
  });

  it('shows a popup with 16 px text unscaled: it fits, or it reflows', () => {
    expect(popupFit(lightbox, { width: 820, height: 700 }, 16)).toEqual({ scale: 1, fluid: true });
    expect(popupFit(lightbox, { width: 1366, height: 850 }, 16)).toEqual({ scale: 1, fluid: false });
  });
});
