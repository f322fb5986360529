import { DEFAULT_BREAKPOINTS, MIN_BREAKPOINT_PX, type Breakpoints, type DeviceMode } from './devices.ts';
import { settingNumber, settingOn } from './setting-values.ts';

/** Carousel defaults (spec section 9): 3 slides shown, 1 per group; tablet 2, mobile 1. */
export const CAROUSEL_DEFAULTS = {
  slidesToShow: { desktop: 3, tablet: 2, mobile: 1 },
  slidesToScroll: { desktop: 1, tablet: 1, mobile: 1 },
  autoplayDelayMs: 5000,
} as const;

/** How close to 0 or 1 a scroll progress counts as the start or the end (spec section 9). */
export const CAROUSEL_OFFSET_EPSILON = 0.001;

export interface CarouselLayout {
  slidesToShow: number;
  slidesToScroll: number;
}

const SUFFIX: Readonly<Record<DeviceMode, string>> = { desktop: '', tablet: '_tablet', mobile: '_mobile' };

/**
 * Slides shown and scrolled per step on `device`, from `slides_to_show` and `slides_to_scroll`
 * (with `_tablet` and `_mobile` variants). Each device has its own default (3, 2, 1 shown; 1
 * scrolled) rather than inheriting the desktop's, so four on desktop still shows two on a
 * tablet. A group is never larger than what is shown.
 */
export function carouselLayout(
  settings: Readonly<Record<string, unknown>>,
  device: DeviceMode,
): CarouselLayout {
  const read = (key: string, fallback: number) =>
    Math.floor(settingNumber(settings[key + SUFFIX[device]], fallback, 1));
  const slidesToShow = read('slides_to_show', CAROUSEL_DEFAULTS.slidesToShow[device]);
  const slidesToScroll = read('slides_to_scroll', CAROUSEL_DEFAULTS.slidesToScroll[device]);
  return { slidesToShow, slidesToScroll: Math.min(slidesToScroll, slidesToShow) };
}

/**
 * The carousel's layout from each viewport width up, narrowest first: mobile from 320 px, tablet
 * from the mobile breakpoint + 1 (768), desktop from the tablet breakpoint + 1 (1025). The widget
 * turns these into `min-width` media queries for the slide widths and Embla's `slidesToScroll`.
 */
export function carouselBreakpoints(
  settings: Readonly<Record<string, unknown>>,
  breakpoints: Breakpoints = DEFAULT_BREAKPOINTS,
): ({ minWidth: number; device: DeviceMode } & CarouselLayout)[] {
  const from: [DeviceMode, number][] = [
    ['mobile', MIN_BREAKPOINT_PX],
    ['tablet', breakpoints.mobile + 1],
    ['desktop', breakpoints.tablet + 1],
  ];
  return from.map(([device, minWidth]) => ({ minWidth, device, ...carouselLayout(settings, device) }));
}

/** Autoplay and looping from `autoplay`, `autoplay_speed` (ms, default 5000) and `infinite`; all on by default. */
export function carouselPlayback(settings: Readonly<Record<string, unknown>>): {
  autoplay: boolean;
  delayMs: number;
  loop: boolean;
} {
  const on = (key: string) => settings[key] === undefined || settingOn(settings[key]);
  return {
    autoplay: on('autoplay'),
    delayMs: settingNumber(settings.autoplay_speed, CAROUSEL_DEFAULTS.autoplayDelayMs, 1),
    loop: on('infinite'),
  };
}

/**
 * Whether a carousel at scroll `progress` (0 at the first slide, 1 at the last) is at its start
 * or its end, within 0.001 so rounding in the scroll position does not leave a button enabled.
 */
export function carouselEdges(progress: number): { atStart: boolean; atEnd: boolean } {
  return {
    atStart: progress <= CAROUSEL_OFFSET_EPSILON,
    atEnd: progress >= 1 - CAROUSEL_OFFSET_EPSILON,
  };
}
