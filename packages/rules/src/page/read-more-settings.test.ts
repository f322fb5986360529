import { describe, expect, it } from 'vitest';
import {
  READ_MORE_DEFAULTS,
  readMoreSettings,
  readMoreStartsOpen,
  readMoreWording,
  type ReadMoreSettings,
} from './read-more-settings.ts';

/** Reads one expander's settings, failing the test when refused. */
function settingsOf(entry: Record<string, unknown>): ReadMoreSettings {
  const result = readMoreSettings({ 7: entry }, 7);
  if (!result.ok) throw new Error(result.log);
  return result.settings;
}

describe('readMoreSettings', () => {
  it.each([
    ['no map', undefined, 7],
    ['null map', null, 7],
    ['no entry for the id', { 8: {} }, 7],
    ['an entry that is not an object', { 7: 'on' }, 7],
    ['an entry that is a list', { 7: [] }, 7],
  ])('%s: Invalid Data', (_name, map, id) => {
    expect(readMoreSettings(map, id)).toEqual({ ok: false, log: 'Invalid Data' });
  });

  it('finds an entry by a numeric or a string id', () => {
    expect(readMoreSettings({ '12': {} }, 12).ok).toBe(true);
    expect(readMoreSettings({ 12: {} }, '12').ok).toBe(true);
  });

  it('fills every key with its default', () => {
    expect(settingsOf({})).toEqual({
      buttonWidth: 'auto',
      buttonHeight: '44px',
      fontSize: '16px',
      fontWeight: 'normal',
      hoverAnimation: null,
      animationDurationMs: READ_MORE_DEFAULTS.animationDurationMs,
      hideButtonAfterClick: false,
      easing: 'swing',
      cssEasing: 'cubic-bezier(0.37, 0, 0.63, 1)',
      toggleSound: false,
      soundUrl: null,
      scrollToInitialPosition: false,
      vertical: 'bottom',
      defaultShowHiddenContent: false,
      type: 'button',
    });
  });

  it('reads every key as the settings map writes it', () => {
    expect(
      settingsOf({
        'button-width': '180px',
        'button-height': '48',
        'font-size': '1.1rem',
        'yrm-btn-font-weight': '600',
        'yrm-btn-hover-animate': 'pulse',
        'animation-duration': '1000',
        'hide-button-after-click': 'on',
        'yrm-animate-easings': 'linear',
        'yrm-toggle-sound': 'on',
        'sound-url': 'https://cdn.example.com/click.mp3',
        'scroll-to-initial-position': 'on',
        vertical: 'top',
        'default-show-hidden-content': 'on',
        type: 'button',
      }),
    ).toEqual({
      buttonWidth: '180px',
      buttonHeight: '48px',
      fontSize: '1.1rem',
      fontWeight: '600',
      hoverAnimation: 'pulse',
      animationDurationMs: 1000,
      hideButtonAfterClick: true,
      easing: 'linear',
      cssEasing: 'linear',
      toggleSound: true,
      soundUrl: 'https://cdn.example.com/click.mp3',
      scrollToInitialPosition: true,
      vertical: 'top',
      defaultShowHiddenContent: true,
      type: 'button',
    });
  });

  it.each<[string, Record<string, unknown>, Partial<ReadMoreSettings>]>([
    [
      'an inline button is full width',
      { type: 'inline', 'button-width': '120px' },
      { buttonWidth: '100%', type: 'inline' },
    ],
    ['a link type', { type: 'link' }, { type: 'link' }],
    ['an unknown type is a button', { type: 'popup' }, { type: 'button' }],
    ['a width with CSS in it', { 'button-width': '10px;color:red' }, { buttonWidth: 'auto' }],
    ['a percentage width', { 'button-width': '50%' }, { buttonWidth: '50%' }],
    ['a bad font weight', { 'yrm-btn-font-weight': 'heavy' }, { fontWeight: 'normal' }],
    ['a bold font weight', { 'yrm-btn-font-weight': 'bold' }, { fontWeight: 'bold' }],
    ['a hover effect with markup', { 'yrm-btn-hover-animate': 'pulse"><script>' }, { hoverAnimation: null }],
    ['a negative duration', { 'animation-duration': '-5' }, { animationDurationMs: 400 }],
    ['a zero duration', { 'animation-duration': 0 }, { animationDurationMs: 0 }],
    ['a script sound address', { 'sound-url': 'javascript:alert(1)' }, { soundUrl: null }],
    ['a site sound address', { 'sound-url': '/media/click.mp3' }, { soundUrl: '/media/click.mp3' }],
    ['a protocol-relative sound address', { 'sound-url': '//evil.example/x.mp3' }, { soundUrl: null }],
    ['an unknown vertical', { vertical: 'middle' }, { vertical: 'bottom' }],
    [
      'an unknown easing falls back to swing',
      { 'yrm-animate-easings': 'wobble' },
      { cssEasing: 'cubic-bezier(0.37, 0, 0.63, 1)' },
    ],
    ['a switch set off', { 'hide-button-after-click': '' }, { hideButtonAfterClick: false }],
  ])('%s', (_name, entry, expected) => {
    expect(settingsOf(entry)).toMatchObject(expected);
  });
});

describe('readMoreWording', () => {
  it.each([
    [{}, { more: 'Read more', less: 'Read less', moreTitle: 'Read more', lessTitle: 'Read less' }],
    [
      { more: 'Show the story', less: 'Hide', 'more-title': 'Expand the story', 'less-title': 'Collapse' },
      { more: 'Show the story', less: 'Hide', moreTitle: 'Expand the story', lessTitle: 'Collapse' },
    ],
    [
      { more: 'More', less: 'Less' },
      { more: 'More', less: 'Less', moreTitle: 'More', lessTitle: 'Less' },
    ],
  ])('%j', (data, expected) => {
    expect(readMoreWording(data)).toEqual(expected);
  });
});

describe('readMoreStartsOpen', () => {
  it.each([
    [{}, 'false', false],
    [{}, undefined, false],
    [{}, 'true', true],
    [{}, true, true],
    [{ 'default-show-hidden-content': 'on' }, 'false', true],
  ])('%j with show-status %j: %s', (entry, status, expected) => {
    expect(readMoreStartsOpen(settingsOf(entry), status)).toBe(expected);
  });
});
