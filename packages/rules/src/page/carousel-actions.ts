/** The carousel actions the trigger widget can send (spec section 2). */
export const CAROUSEL_ACTIONS = ['next', 'prev', 'first', 'last', 'play', 'pause', 'play_pause'] as const;
export type CarouselAction = (typeof CAROUSEL_ACTIONS)[number];

/** What a trigger needs of a carousel: where it is, how many snap positions it has, how it runs. */
export interface CarouselState {
  /** The current snap position, 0-based. */
  index: number;
  /** How many snap positions there are (slides, or groups of slides). */
  snaps: number;
  loop: boolean;
  /** Whether autoplay is running. */
  playing: boolean;
}

/**
 * The carousel after a trigger action: next and prev move one position, wrapping round when the
 * carousel loops and stopping at either end when it does not; first and last jump there; play and
 * pause set autoplay; play_pause toggles it, so it follows whatever autoplay is doing now.
 */
export function carouselAction(state: CarouselState, action: CarouselAction): CarouselState {
  const last = Math.max(0, state.snaps - 1);
  const at = (index: number) => ({ ...state, index });
  switch (action) {
    case 'next':
      return at(state.index >= last ? (state.loop ? 0 : last) : state.index + 1);
    case 'prev':
      return at(state.index <= 0 ? (state.loop ? last : 0) : state.index - 1);
    case 'first':
      return at(0);
    case 'last':
      return at(last);
    case 'play':
      return { ...state, playing: true };
    case 'pause':
      return { ...state, playing: false };
    case 'play_pause':
      return { ...state, playing: !state.playing };
  }
}
