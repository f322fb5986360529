import { settingChoice, settingNumber, settingOn } from './setting-values.ts';

/** Background slider defaults (spec sections 4 and 9). */
export const BACKGROUND_SLIDER_DEFAULTS = { delayMs: 5000, transitionMs: 1000, slidesToKeep: 1 } as const;

/** The slideshow library's transitions and Ken Burns animations (`random` picks one per slide). */
export const SLIDER_TRANSITIONS = [
  'fade',
  'fade2',
  'blur',
  'blur2',
  'flash',
  'flash2',
  'negative',
  'negative2',
  'burn',
  'burn2',
  'slideLeft',
  'slideLeft2',
  'slideRight',
  'slideRight2',
  'slideUp',
  'slideUp2',
  'slideDown',
  'slideDown2',
  'zoomIn',
  'zoomIn2',
  'zoomOut',
  'zoomOut2',
  'swirlLeft',
  'swirlLeft2',
  'swirlRight',
  'swirlRight2',
] as const;
export const SLIDER_ANIMATIONS = [
  'kenburns',
  'kenburnsLeft',
  'kenburnsRight',
  'kenburnsUp',
  'kenburnsUpLeft',
  'kenburnsUpRight',
  'kenburnsDown',
  'kenburnsDownLeft',
  'kenburnsDownRight',
] as const;

export interface BackgroundSliderSettings {
  /** The slides' image addresses, in order. */
  slides: string[];
  /** A transition name, `random`, or null for a cut. */
  transition: string | null;
  transitionMs: number;
  /** A Ken Burns animation, `random`, or null. */
  animation: string | null;
  delayMs: number;
  /** A dark overlay over the images. */
  overlay: boolean;
  /** How the image fills the element. */
  cover: 'cover' | 'contain' | 'repeat';
  /** A progress bar counting down each slide's delay. */
  timer: boolean;
  loop: boolean;
  autoplay: boolean;
  /** How many earlier slide layers stay under the new one during a transition. */
  slidesToKeep: number;
}

/** A slide's image address: a string, or a gallery item's `url` (or `src`); '' for anything else. */
function slideAddress(slide: unknown): string {
  const value =
    typeof slide === 'object' && slide !== null
      ? ((slide as { url?: unknown }).url ?? (slide as { src?: unknown }).src)
      : slide;
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The slider's settings (spec section 3: slides, transition, animation, overlay, cover, delay,
 * timer; also transition_duration, loop, autoplay): delay 5000 ms and transition 1000 ms when
 * empty or invalid, a transition never longer than the delay, slides without an address left out,
 * unknown transition and animation names treated as none; loop, autoplay, timer and cover are on
 * unless set off.
 */
export function backgroundSliderSettings(raw: Readonly<Record<string, unknown>>): BackgroundSliderSettings {
  const slides = (Array.isArray(raw.slides) ? raw.slides : []).map(slideAddress).filter((src) => src !== '');
  const delayMs = settingNumber(raw.delay, BACKGROUND_SLIDER_DEFAULTS.delayMs, 1);
  const transitionMs = settingNumber(raw.transition_duration, BACKGROUND_SLIDER_DEFAULTS.transitionMs, 0);
  const named = (value: unknown, names: readonly string[], fallback: string | null) => {
    if (value === undefined) return fallback;
    return value === 'random' || names.includes(value as string) ? (value as string) : null;
  };
  const on = (value: unknown) => value === undefined || settingOn(value);
  const cover =
    raw.cover === undefined || settingOn(raw.cover)
      ? 'cover'
      : settingChoice(raw.cover, ['contain', 'repeat'] as const, 'contain');
  return {
    slides,
    transition: named(raw.transition, SLIDER_TRANSITIONS, 'fade'),
    transitionMs: Math.min(transitionMs, delayMs),
    animation: named(raw.animation, SLIDER_ANIMATIONS, null),
    delayMs,
    overlay: settingOn(raw.overlay),
    cover,
    timer: on(raw.timer),
    loop: on(raw.loop),
    autoplay: on(raw.autoplay),
    slidesToKeep: BACKGROUND_SLIDER_DEFAULTS.slidesToKeep,
  };
}

/**
 * The transition (or animation) one slide change uses: the set name, or for `random` one of the
 * names picked with `random` (a number in [0, 1) the caller supplies).
 */
export function pickSliderEffect(
  setting: string | null,
  names: readonly string[],
  random: () => number,
): string | null {
  if (setting !== 'random') return setting;
  return names[Math.min(names.length - 1, Math.floor(random() * names.length))] ?? null;
}

/** Where a slideshow is: the slide shown, and whether it is paused or has ended. */
export interface SliderState {
  slide: number;
  total: number;
  paused: boolean;
  ended: boolean;
}

/** The slideshow as it starts: the first slide, paused when autoplay is off or there is only one slide. */
export const sliderStart = (settings: BackgroundSliderSettings): SliderState => ({
  slide: 0,
  total: settings.slides.length,
  paused: !settings.autoplay || settings.slides.length < 2,
  ended: false,
});

/** Whether the slide's delay is counting down (the timer bar runs and the next slide will come). */
export const sliderRunning = (state: SliderState): boolean =>
  !state.paused && !state.ended && state.total > 1;

/**
 * The slideshow after an event (spec section 4): `next` (the delay ran out, or a control) moves on,
 * and at the last slide wraps to the first when looping or ends there when not (the slideshow
 * stops); `previous` from the first slide jumps to the last when looping (index 3 of four slides)
 * and stays when not; `pause` stops the countdown; `play` resumes it, starting again from the
 * first slide if the slideshow had ended.
 */
export function sliderStep(
  state: SliderState,
  event: 'next' | 'previous' | 'pause' | 'play',
  loop: boolean,
): SliderState {
  const last = Math.max(0, state.total - 1);
  switch (event) {
    case 'pause':
      return { ...state, paused: true };
    case 'play':
      return state.ended ? { ...state, slide: 0, paused: false, ended: false } : { ...state, paused: false };
    case 'next':
      if (state.slide < last) return { ...state, slide: state.slide + 1 };
      return loop ? { ...state, slide: 0 } : { ...state, ended: true };
    case 'previous':
      if (state.slide > 0) return { ...state, slide: state.slide - 1, ended: false };
      return loop ? { ...state, slide: last } : state;
  }
}
