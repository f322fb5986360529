import { describe, expect, it } from 'vitest';
import { readMoreSettings, readMoreWording, type ReadMoreSettings } from './read-more-settings.ts';
import { readMoreClick, type ReadMoreState } from './read-more-steps.ts';

function settingsOf(entry: Record<string, unknown>): ReadMoreSettings {
  const result = readMoreSettings({ a: entry }, 'a');
  if (!result.ok) throw new Error(result.log);
  return result.settings;
}

const wording = readMoreWording({
  more: 'More',
  less: 'Less',
  'more-title': 'Show all',
  'less-title': 'Show less',
});
const closed: ReadMoreState = { open: false, scrollAtOpen: null };

describe('readMoreClick: expand', () => {
  const settings = settingsOf({ 'animation-duration': 600, 'yrm-animate-easings': 'linear' });
  const { state, plan } = readMoreClick(closed, settings, wording, 480);

  it('opens and remembers where the page was', () => {
    expect(state).toEqual({ open: true, scrollAtOpen: 480 });
  });

  it('plans every step of the expand', () => {
    expect(plan).toEqual({
      slide: 'open',
      durationMs: 600,
      easing: 'linear',
      text: 'Less',
      title: 'Show less',
      arrowRotation: 180,
      wrapperClass: { add: 'read-more--less', remove: 'read-more--more' },
      event: 'readmore:open',
      gradient: 'fade-out',
      removeButton: false,
      scrollTo: null,
      sound: null,
    });
  });

  it('removes the button when hide-button-after-click is on', () => {
    const hide = settingsOf({ 'hide-button-after-click': 'on' });
    expect(readMoreClick(closed, hide, wording, 0).plan.removeButton).toBe(true);
  });
});

describe('readMoreClick: collapse', () => {
  it('plans every step of the collapse', () => {
    const open: ReadMoreState = { open: true, scrollAtOpen: 300 };
    const { state, plan } = readMoreClick(open, settingsOf({}), wording, 900);
    expect(state.open).toBe(false);
    expect(plan).toMatchObject({
      slide: 'close',
      text: 'More',
      title: 'Show all',
      arrowRotation: 0,
      wrapperClass: { add: 'read-more--more', remove: 'read-more--less' },
      event: 'readmore:close',
      gradient: 'fade-in',
      removeButton: false,
      scrollTo: null,
    });
  });

  it.each([
    ['restores the scroll position when set', { 'scroll-to-initial-position': 'on' }, 300, 900, 300],
    [
      'not when the button is at the top',
      { 'scroll-to-initial-position': 'on', vertical: 'top' },
      300,
      900,
      null,
    ],
    ['not when the page has not moved', { 'scroll-to-initial-position': 'on' }, 300, 300, null],
    ['not when it is off', {}, 300, 900, null],
    ['restores to the very top', { 'scroll-to-initial-position': 'on' }, 0, 700, 0],
  ])('%s', (_name, entry, atOpen, now, expected) => {
    const open: ReadMoreState = { open: true, scrollAtOpen: atOpen };
    expect(readMoreClick(open, settingsOf(entry), wording, now).plan.scrollTo).toBe(expected);
  });

  it('never restores for content that started open (nothing remembered)', () => {
    const startedOpen: ReadMoreState = { open: true, scrollAtOpen: null };
    const settings = settingsOf({ 'scroll-to-initial-position': 'on' });
    expect(readMoreClick(startedOpen, settings, wording, 500).plan.scrollTo).toBeNull();
  });
});

describe('readMoreClick: sound', () => {
  it.each([
    [{}, null],
    [{ 'yrm-toggle-sound': 'on' }, { url: null }],
    [{ 'yrm-toggle-sound': 'on', 'sound-url': '/media/click.mp3' }, { url: '/media/click.mp3' }],
    [{ 'sound-url': '/media/click.mp3' }, null],
  ])('%j plays %j both ways', (entry, sound) => {
    const settings = settingsOf(entry);
    const opened = readMoreClick(closed, settings, wording, 0);
    expect(opened.plan.sound).toEqual(sound);
    expect(readMoreClick(opened.state, settings, wording, 0).plan.sound).toEqual(sound);
  });
});

it('alternates open and closed over clicks', () => {
  const settings = settingsOf({});
  let state = closed;
  const slides: string[] = [];
  for (let click = 0; click < 3; click += 1) {
    const next = readMoreClick(state, settings, wording, click * 100);
    state = next.state;
    slides.push(next.plan.slide);
  }
  expect(slides).toEqual(['open', 'close', 'open']);
});
