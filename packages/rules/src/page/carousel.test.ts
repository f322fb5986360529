import { describe, expect, it } from 'vitest';
import {
  carouselBreakpoints,
  carouselEdges,
  carouselLayout,
  carouselPlayback,
  CAROUSEL_OFFSET_EPSILON,
} from './carousel.ts';
import type { DeviceMode } from './devices.ts';

describe('carouselLayout', () => {
  it.each<[Record<string, unknown>, DeviceMode, number, number]>([
    [{}, 'desktop', 3, 1],
    [{}, 'tablet', 2, 1],
    [{}, 'mobile', 1, 1],
    [{ slides_to_show: 4 }, 'tablet', 2, 1],
    [{ slides_to_show: '4', slides_to_scroll: '2' }, 'desktop', 4, 2],
    [{ slides_to_show_tablet: 3, slides_to_scroll_tablet: 3 }, 'tablet', 3, 3],
    [{ slides_to_show_mobile: '', slides_to_scroll_mobile: 0 }, 'mobile', 1, 1],
    [{ slides_to_show: 2, slides_to_scroll: 5 }, 'desktop', 2, 2],
  ])('%j on %s: %s shown, %s per step', (settings, device, show, scroll) => {
    expect(carouselLayout(settings, device)).toEqual({ slidesToShow: show, slidesToScroll: scroll });
  });
});

describe('carouselBreakpoints', () => {
  it('starts at 320 px and follows the device breakpoints', () => {
    expect(carouselBreakpoints({})).toEqual([
      { minWidth: 320, device: 'mobile', slidesToShow: 1, slidesToScroll: 1 },
      { minWidth: 768, device: 'tablet', slidesToShow: 2, slidesToScroll: 1 },
      { minWidth: 1025, device: 'desktop', slidesToShow: 3, slidesToScroll: 1 },
    ]);
  });

  it('uses custom breakpoints', () => {
    const widths = carouselBreakpoints({}, { mobile: 600, tablet: 900 }).map((b) => b.minWidth);
    expect(widths).toEqual([320, 601, 901]);
  });
});

describe('carouselPlayback', () => {
  it.each([
    [{}, { autoplay: true, delayMs: 5000, loop: true }],
    [
      { autoplay: '', infinite: '' },
      { autoplay: false, delayMs: 5000, loop: false },
    ],
    [
      { autoplay: 'yes', autoplay_speed: '3000', infinite: 'yes' },
      { autoplay: true, delayMs: 3000, loop: true },
    ],
    [{ autoplay_speed: 0 }, { autoplay: true, delayMs: 5000, loop: true }],
  ])('%j', (settings, expected) => {
    expect(carouselPlayback(settings)).toEqual(expected);
  });
});

describe('carouselEdges', () => {
  it.each([
    [0, true, false],
    [0.0005, true, false],
    [CAROUSEL_OFFSET_EPSILON, true, false],
    [0.002, false, false],
    [0.5, false, false],
    [0.998, false, false],
    [0.9995, false, true],
    [1, false, true],
  ])('progress %s: start %s, end %s', (progress, atStart, atEnd) => {
    expect(carouselEdges(progress)).toEqual({ atStart, atEnd });
  });
});
