import type { ReadMoreSettings, ReadMoreWording } from './read-more-settings.ts';

/** The wrapper's classes while the content is open (less button) and closed (more button). */
export const READ_MORE_CLASSES = { less: 'read-more--less', more: 'read-more--more' } as const;

/** The events fired on the expander's element, with the instance id as detail. */
export const READ_MORE_EVENTS = { open: 'readmore:open', close: 'readmore:close' } as const;

/** An expander's state: open or not, and the page's scroll position when it was last opened. */
export interface ReadMoreState {
  open: boolean;
  scrollAtOpen: number | null;
}

/** Everything a click changes (spec section 4), for the island to carry out in order. */
export interface ReadMorePlan {
  /** Slide the content open or closed over `durationMs` with `easing` (a CSS timing function). */
  slide: 'open' | 'close';
  durationMs: number;
  easing: string;
  /** The button's new text and title. */
  text: string;
  title: string;
  /** The arrow's rotation in degrees: 180 when open, 0 when closed. */
  arrowRotation: 180 | 0;
  wrapperClass: { add: string; remove: string };
  event: string;
  /** The gradient over the content's end, faded when the slide ends. */
  gradient: 'fade-out' | 'fade-in';
  /** Remove the button once the content is open (hide-button-after-click). */
  removeButton: boolean;
  /** Scroll back to this position while closing; null: stay. */
  scrollTo: number | null;
  /** Play the click sound (null address: the widget's own); null: silent. */
  sound: { url: string | null } | null;
}

/**
 * A click on an expander's button (spec section 4), with the page scrolled `scrollY` px.
 * Opening: the content slides open, the button takes the less wording and title, the arrow turns
 * 180°, the wrapper takes the less class, the open event fires, the gradient fades out, and the
 * button goes when hide-button-after-click is on. Closing: the content slides closed, the more
 * wording and title return, the arrow resets, the gradient fades in, the close event fires, and
 * the page scrolls back to where it was when the content opened if scroll-to-initial-position is
 * on, the button is not at the top, and the page has moved since. The click sound plays either
 * way when it is on.
 */
export function readMoreClick(
  state: ReadMoreState,
  settings: ReadMoreSettings,
  wording: ReadMoreWording,
  scrollY: number,
): { state: ReadMoreState; plan: ReadMorePlan } {
  const opening = !state.open;
  const shared = {
    durationMs: settings.animationDurationMs,
    easing: settings.cssEasing,
    sound: settings.toggleSound ? { url: settings.soundUrl } : null,
  };
  if (opening) {
    return {
      state: { open: true, scrollAtOpen: scrollY },
      plan: {
        ...shared,
        slide: 'open',
        text: wording.less,
        title: wording.lessTitle,
        arrowRotation: 180,
        wrapperClass: { add: READ_MORE_CLASSES.less, remove: READ_MORE_CLASSES.more },
        event: READ_MORE_EVENTS.open,
        gradient: 'fade-out',
        removeButton: settings.hideButtonAfterClick,
        scrollTo: null,
      },
    };
  }
  const back = state.scrollAtOpen;
  const restore =
    settings.scrollToInitialPosition && settings.vertical !== 'top' && back !== null && back !== scrollY;
  return {
    state: { open: false, scrollAtOpen: state.scrollAtOpen },
    plan: {
      ...shared,
      slide: 'close',
      text: wording.more,
      title: wording.moreTitle,
      arrowRotation: 0,
      wrapperClass: { add: READ_MORE_CLASSES.more, remove: READ_MORE_CLASSES.less },
      event: READ_MORE_EVENTS.close,
      gradient: 'fade-in',
      removeButton: false,
      scrollTo: restore ? back : null,
    },
  };
}
