import { describe, expect, it } from 'vitest';
import {
  ZEditorDesignProperties,
  ZEditorDisplayRules,
  ZEditorTriggers,
  ZPopupContent,
} from '@hookline/schema';
import {
  builderPopupContent,
  builderPopupRecord,
  builderTriggers,
  referrerPatternProblem,
  type BuilderPopupSettings,
} from './popup-settings.ts';

const record = (settings: BuilderPopupSettings) => {
  const answer = builderPopupRecord(settings);
  if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
  return answer.record;
};

describe('builderPopupRecord: triggers', () => {
  it.each<[BuilderPopupSettings, object]>([
    [{}, { seconds_on_page: 3 }],
    [{ trigger: 'page_load', delay_seconds: '7' }, { seconds_on_page: 7 }],
    [{ trigger: 'scroll_down', scroll_percent: 40 }, { scroll_percent: 40 }],
    [{ trigger: 'scroll_up' }, { scroll_up: true }],
    [{ trigger: 'scroll_to', scroll_selector: ' #reviews ' }, { scroll_to_selector: '#reviews' }],
    [{ trigger: 'clicks', clicks: 0 }, { page_clicks: 1 }],
    [{ trigger: 'inactivity', inactivity_seconds: 12 }, { inactivity_seconds: 12 }],
    [{ trigger: 'exit_intent' }, { exit_intent: true }],
    [{ trigger: 'adblock', adblock_delay_seconds: 1.5 }, { adblock_delay_seconds: 1.5 }],
  ])('%o', (settings, triggers) => {
    const r = record(settings);
    expect(r.triggers).toEqual(triggers);
    expect(ZEditorTriggers.parse(r.triggers)).toEqual(triggers);
  });

  it('switches on several triggers, each with its own setting, any one opening the popup', () => {
    const r = record({
      trigger: 'scroll_down',
      scroll_percent: 30,
      more_triggers: [{ trigger: 'exit_intent' }, { trigger: 'inactivity' }, { trigger: 'page_load' }],
      inactivity_seconds: 20,
      delay_seconds: 9,
    });
    expect(r.triggers).toEqual({
      scroll_percent: 30,
      exit_intent: true,
      inactivity_seconds: 20,
      seconds_on_page: 9,
    });
    expect(ZEditorTriggers.parse(r.triggers)).toEqual(r.triggers);
  });

  it('keeps each trigger once and drops unknown ones from the list', () => {
    expect(
      builderTriggers({
        trigger: 'clicks',
        more_triggers: [
          { trigger: 'clicks' },
          { trigger: 'bogus' },
          'exit_intent',
          null,
          { trigger: 'adblock' },
        ],
      }),
    ).toEqual(['clicks', 'exit_intent', 'adblock']);
    expect(builderTriggers({ trigger: 'nope', more_triggers: 'exit_intent' })).toEqual(['page_load']);
    expect(record({ more_triggers: [{ trigger: 'scroll_up' }] }).triggers).toEqual({
      seconds_on_page: 3,
      scroll_up: true,
    });
  });

  it('asks for the element of a scroll-to trigger switched on in the list', () => {
    expect(
      builderPopupRecord({ trigger: 'page_load', more_triggers: [{ trigger: 'scroll_to' }] }),
    ).toMatchObject({ ok: false, problems: [{ field: 'scroll_selector' }] });
  });

  it('asks for the element of a scroll-to trigger', () => {
    expect(builderPopupRecord({ trigger: 'scroll_to' })).toMatchObject({
      ok: false,
      problems: [{ field: 'scroll_selector' }],
    });
  });
});

describe('builderPopupRecord: closing', () => {
  it('has every close control on by default, focus after 250 ms, no auto close', () => {
    const r = record({});
    expect(r.x_close_button).toBe(true);
    expect(r.design_properties).toMatchObject({
      poptin_design_close_on_screen_click: true,
      close_on_escape: true,
      poptin_design_auto_close: false,
      focus_delay_ms: 250,
      do_not_show_again: false,
      poptin_design_close_options_type: 'closing_options-x',
    });
    expect(ZEditorDesignProperties.safeParse(r.design_properties).success).toBe(true);
  });
  it('switches each off, with a close delay and an auto close', () => {
    const r = record({
      close_button: 'off',
      close_on_background: 'off',
      close_on_escape: 'off',
      close_button_delay_seconds: 4,
      auto_close_seconds: 9,
      do_not_show_again: 'on',
    });
    expect(r.x_close_button).toBe(false);
    expect(r.design_properties).toMatchObject({
      poptin_design_close_options_type: 'closing_options-',
      poptin_design_close_on_screen_click: false,
      close_on_escape: false,
      poptin_design_show_x_after_sec: 4,
      poptin_design_auto_close: true,
      poptin_design_auto_close_sec: 9,
      do_not_show_again: true,
    });
    expect(ZEditorDesignProperties.safeParse(r.design_properties).success).toBe(true);
  });
});

describe('builderPopupRecord: display rules', () => {
  it('translates every rule into targeting', () => {
    const r = record({
      min_page_views: 3,
      min_sessions: '2',
      referrer_match: 'regex',
      referrer_value: '^https://(www\\.)?news\\.',
      traffic_source: 'search',
      logged_in: 'hide_roles',
      hidden_roles: [{ role: 'shop_admin' }, { role: 'nobody' }],
      devices: [{ device: 'phone' }],
      browsers: [{ browser: 'firefox' }],
      schedule_start: '2026-12-01 09:00',
      schedule_end: '2026-12-24T18:00',
      schedule_zone: 'visitor',
      max_shows: 2,
      max_shows_per: 'day',
    });
    expect(r.display_rules.targeting).toEqual({
      min_page_views: 3,
      min_sessions: 2,
      referrer: [{ match: 'regex', value: '^https://(www\\.)?news\\.' }],
      traffic_source: ['search'],
      logged_in: { block: 'roles', roles: ['shop_admin'] },
      devices: ['phone'],
      browsers: ['firefox'],
      schedule: { zone: 'visitor', start: '2026-12-01T09:00', end: '2026-12-24T18:00' },
      max_shows: { per: 'day', count: 2 },
    });
    expect(ZEditorDisplayRules.safeParse(r.display_rules).success).toBe(true);
  });
  it('hides from every logged-in customer', () => {
    expect(record({ logged_in: 'hide_logged_in' }).display_rules.targeting).toEqual({
      logged_in: { block: 'all' },
    });
  });
  it('says why a referrer pattern is not a regular expression', () => {
    const answer = builderPopupRecord({ referrer_match: 'regex', referrer_value: 'news(' });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.problems[0]!.field).toBe('referrer_value');
    expect(answer.problems[0]!.message).toMatch(/not a valid regular expression/);
  });
  it('refuses an end before the start and an unreadable date', () => {
    const answer = builderPopupRecord({
      schedule_start: '2026-12-02 09:00',
      schedule_end: '2026-12-01 09:00',
    });
    expect(answer).toMatchObject({ ok: false, problems: [{ field: 'schedule_end' }] });
    expect(builderPopupRecord({ schedule_start: 'tomorrow' })).toMatchObject({
      ok: false,
      problems: [{ field: 'schedule_start' }],
    });
  });
});

describe('referrerPatternProblem', () => {
  it('accepts a pattern that compiles', () => expect(referrerPatternProblem('google\\.')).toBeNull());
  it('explains one that does not', () => expect(referrerPatternProblem('[a-')).toMatch(/not a valid/));
});

describe('builderPopupContent', () => {
  it('is the markup alone without a form', () => {
    expect(builderPopupContent('<p>Hi</p>', {})).toEqual({
      version: 1,
      main: { blocks: [{ type: 'html', html: '<p>Hi</p>' }] },
    });
  });
  it('adds a name and email form, its button and a thank-you screen', () => {
    const content = builderPopupContent('<p>Hi</p>', { form: 'name_email', form_button: 'Join' });
    expect(ZPopupContent.parse(content).main.blocks.map((b) => b.type)).toEqual(['html', 'fields', 'button']);
    expect(content.thank_you?.blocks[0]).toMatchObject({ type: 'heading', text: 'Thank you!' });
  });
});
