import { describe, expect, it } from 'vitest';
import {
  infiniteScrollAddress,
  infiniteScrollLoaded,
  infiniteScrollLoading,
  infiniteScrollNext,
  infiniteScrollSettings,
  infiniteScrollStart,
  infiniteScrollView,
  type InfiniteScrollSettings,
} from './infinite-scroll.ts';

const scroll: InfiniteScrollSettings = { mode: 'scroll', autoPages: 2, history: true };
const button = (autoPages: number): InfiniteScrollSettings => ({ mode: 'button', autoPages, history: true });

/** Scrolls to the end over and over (pressing the button when it shows); the pages loaded and how. */
function browse(lastPage: number, settings: InfiniteScrollSettings, presses: number) {
  let state = infiniteScrollStart(1, lastPage);
  const loads: string[] = [];
  let pressed = 0;
  for (let step = 0; step < 20; step += 1) {
    const byScroll = infiniteScrollNext(state, settings, 'scroll');
    const byButton =
      byScroll === null && pressed < presses ? infiniteScrollNext(state, settings, 'button') : null;
    const page = byScroll ?? byButton;
    if (page === null) break;
    if (byButton !== null) pressed += 1;
    state = infiniteScrollLoaded(infiniteScrollLoading(state), page, byScroll !== null ? 'scroll' : 'button');
    loads.push(`${page}:${byScroll !== null ? 'scroll' : 'button'}`);
  }
  return { loads, view: infiniteScrollView(state, settings) };
}

describe('infinite scroll', () => {
  it('continues to the last page on scroll, then hides the load-more area', () => {
    expect(browse(4, scroll, 0)).toEqual({
      loads: ['2:scroll', '3:scroll', '4:scroll'],
      view: { hideLoadMoreArea: true, showButton: false, loadsOnScroll: false },
    });
  });

  it('in button mode stops auto-loading after the configured pages and shows the button', () => {
    expect(browse(6, button(2), 0)).toEqual({
      loads: ['2:scroll', '3:scroll'],
      view: { hideLoadMoreArea: false, showButton: true, loadsOnScroll: false },
    });
  });

  it('then loads a page per press, up to the last', () => {
    expect(browse(6, button(2), 10)).toEqual({
      loads: ['2:scroll', '3:scroll', '4:button', '5:button', '6:button'],
      view: { hideLoadMoreArea: true, showButton: false, loadsOnScroll: false },
    });
  });

  it('with no auto pages shows the button from the start', () => {
    const state = infiniteScrollStart(1, 3);
    expect(infiniteScrollView(state, button(0))).toEqual({
      hideLoadMoreArea: false,
      showButton: true,
      loadsOnScroll: false,
    });
    expect(infiniteScrollNext(state, button(0), 'scroll')).toBeNull();
    expect(infiniteScrollNext(state, button(0), 'button')).toBe(2);
  });

  it('hides the area at once when there is a single page', () => {
    expect(infiniteScrollView(infiniteScrollStart(1, 1), scroll).hideLoadMoreArea).toBe(true);
    expect(infiniteScrollView(infiniteScrollStart(1, 0), scroll).hideLoadMoreArea).toBe(true);
  });

  it('loads nothing while a load is under way', () => {
    const loading = infiniteScrollLoading(infiniteScrollStart(1, 5));
    expect(infiniteScrollNext(loading, scroll, 'scroll')).toBeNull();
  });

  it('starts from a page reached by a shared address', () => {
    expect(infiniteScrollNext(infiniteScrollStart(3, 5), scroll, 'scroll')).toBe(4);
  });
});

describe('infiniteScrollSettings', () => {
  it.each<[Record<string, unknown>, InfiniteScrollSettings]>([
    [{}, { mode: 'scroll', autoPages: 2, history: true }],
    [
      { infinite_mode: 'button', auto_pages: '3', history: '' },
      { mode: 'button', autoPages: 3, history: false },
    ],
    [
      { infinite_mode: 'pager', auto_pages: -1 },
      { mode: 'scroll', autoPages: 2, history: true },
    ],
    [{ auto_pages: 1.5 }, { mode: 'scroll', autoPages: 2, history: true }],
    [{ auto_pages: 0 }, { mode: 'scroll', autoPages: 0, history: true }],
  ])('%j', (raw, expected) => {
    expect(infiniteScrollSettings(raw)).toEqual(expected);
  });
});

describe('infiniteScrollAddress', () => {
  it.each([
    ['/journal/', 3, true, '/journal/page/3/'],
    ['/journal/page/2/?e-filter-w-category=news', 3, true, '/journal/page/3/?e-filter-w-category=news'],
    ['/journal/page/3/', 1, true, '/journal/'],
    ['/journal/', 3, false, null],
  ])('%s at page %s (history %s): %s', (href, page, history, expected) => {
    expect(infiniteScrollAddress(href, page, { ...scroll, history })).toBe(expected);
  });
});
