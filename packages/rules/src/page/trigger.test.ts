import { describe, expect, it } from 'vitest';
import { triggerFace, triggerSettings, triggerTargets } from './trigger.ts';

describe('triggerTargets', () => {
  it.each([
    ['hero-carousel', ['hero-carousel']],
    ['a, b ,c', ['a', 'b', 'c']],
    ['#faq, #faq,  lookbook ', ['faq', 'lookbook']],
    ['a,,b,', ['a', 'b']],
    ['.class, a b, 1x, ok', ['ok']],
    ['', []],
    [undefined, []],
  ])('%j -> %j', (raw, expected) => {
    expect(triggerTargets(raw)).toEqual(expected);
  });
});

describe('triggerSettings', () => {
  const base = { trigger_target: 'faq', text: 'Open all', secondary_text: 'Close all' };
  it.each([
    ['carousel next', { ...base, trigger_type: 'carousel', trigger_action: 'next' }, 'carousel', 'next'],
    [
      'carousel play_pause',
      { ...base, trigger_type: 'carousel', trigger_action: 'play_pause' },
      'carousel',
      'play_pause',
    ],
    [
      'accordion expand',
      { ...base, trigger_type: 'accordion', trigger_action: 'expand' },
      'accordion',
      'expand',
    ],
    ['accordion prev', { ...base, trigger_type: 'accordion', trigger_action: 'prev' }, 'accordion', 'prev'],
  ])('%s', (_name, raw, type, action) => {
    expect(triggerSettings(raw)).toMatchObject({ type, action, targets: ['faq'], text: 'Open all' });
  });

  it.each([
    ['an accordion action on a carousel', { ...base, trigger_type: 'carousel', trigger_action: 'expand' }],
    ['a carousel action on an accordion', { ...base, trigger_type: 'accordion', trigger_action: 'play' }],
    ['an unknown type', { ...base, trigger_type: 'tabs', trigger_action: 'next' }],
    ['no target', { trigger_type: 'carousel', trigger_action: 'next', trigger_target: ' , ' }],
  ])('refuses %s', (_name, raw) => {
    expect(triggerSettings(raw)).toBeNull();
  });
});

describe('triggerFace', () => {
  const make = (type: string, action: string, extra: Record<string, string> = {}) => {
    const settings = triggerSettings({
      trigger_type: type,
      trigger_action: action,
      trigger_target: 't',
      text: 'Play',
      secondary_text: 'Pause',
      selected_icon: 'play',
      selected_icon_secondary: 'pause',
      ...extra,
    });
    if (!settings) throw new Error('settings refused');
    return settings;
  };

  it.each([
    ['play_pause while autoplay runs', make('carousel', 'play_pause'), { playing: true }, 'Pause', 'pause'],
    ['play_pause while paused', make('carousel', 'play_pause'), { playing: false }, 'Play', 'play'],
    [
      'expand_collapse with all open',
      make('accordion', 'expand_collapse'),
      { allOpen: true },
      'Pause',
      'pause',
    ],
    [
      'expand_collapse with some closed',
      make('accordion', 'expand_collapse'),
      { allOpen: false },
      'Play',
      'play',
    ],
    ['next never switches', make('carousel', 'next'), { playing: true }, 'Play', 'play'],
    [
      'an empty secondary face falls back',
      make('carousel', 'play_pause', { secondary_text: '', selected_icon_secondary: '' }),
      { playing: true },
      'Play',
      'play',
    ],
  ])('%s', (_name, settings, target, text, icon) => {
    expect(triggerFace(settings, target)).toMatchObject({ text, icon });
  });
});
