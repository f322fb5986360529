import { describe, expect, it } from 'vitest';
import { parseFrequencyRule } from '../display-rule-grammar/frequency.ts';
import { POPUP_CATALOG } from '../popup-catalog.ts';
import type { TBlock, TPopupContent } from '../popup-content.ts';
import { ZPopupCreateRequest } from '../popup-editor-input.ts';
import { prizeSetProblem } from '../prizes.ts';
import { POPUP_TEMPLATES, TEMPLATE_GOALS, templateDocument, WELCOME_TEMPLATE_ID } from './index.ts';

const words = (content: TPopupContent): string =>
  [...content.main.blocks, ...(content.thank_you?.blocks ?? [])]
    .map((block: TBlock) => ('text' in block ? block.text : 'label' in block ? block.label : ''))
    .join(' ');
const HEBREW = /[\u05d0-\u05ea]/;

describe('popup templates', () => {
  it('offers at least 24, with unique ids, covering every goal and the main types', () => {
    expect(POPUP_TEMPLATES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(POPUP_TEMPLATES.map((t) => t.id)).size).toBe(POPUP_TEMPLATES.length);
    for (const { goal } of TEMPLATE_GOALS) {
      expect(POPUP_TEMPLATES.filter((t) => t.goal === goal).length, goal).toBeGreaterThanOrEqual(2);
    }
    const types = new Set(POPUP_TEMPLATES.map((t) => t.type));
    for (const type of [
      'lightbox',
      'bar',
      'sside',
      'bside',
      'fullpage',
      'mobile',
      'embedded',
      'content',
      'social',
    ]) {
      expect(types.has(type as never), type).toBe(true);
    }
  });

  describe.each(POPUP_TEMPLATES.map((t) => [t.id, t] as const))('%s', (_id, template) => {
    it.each(['en', 'he'] as const)('is a valid create request in %s', (lang) => {
      const parsed = ZPopupCreateRequest.safeParse(templateDocument(template, lang));
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it('is written in English and in Hebrew, with the same blocks', () => {
      const { en, he } = template.content;
      expect(words(en)).not.toMatch(HEBREW);
      expect(words(he)).toMatch(HEBREW);
      expect(he.main.blocks.map((b) => b.type)).toEqual(en.main.blocks.map((b) => b.type));
      expect(template.name.he).toMatch(HEBREW);
      expect(template.summary.he).toMatch(HEBREW);
    });

    it('has a frequency rule of the grammar, a designed look and a format of its type', () => {
      expect(parseFrequencyRule(template.display_rules.d_f_r)).not.toBeNull();
      expect(template.design_properties.look).toBeTypeOf('object');
      const info = POPUP_CATALOG.find((t) => t.type === template.type);
      expect(info?.formats.some((f) => f.format === template.format)).toBe(true);
    });

    it('thanks a visitor who fills in its form', () => {
      const hasForm = template.content.en.main.blocks.some((b) => b.type === 'fields');
      // A game's winning screen is its thanks (with the prize's code).
      const thanks =
        template.type === 'gamified' ? template.content.en.winning : template.content.en.thank_you;
      if (hasForm) expect(thanks?.blocks.length ?? 0).toBeGreaterThan(0);
    });
  });

  it('offers a designed game of each format, with its prizes in both languages, playable at once', () => {
    const games = POPUP_TEMPLATES.filter((t) => t.type === 'gamified');
    expect(games.map((t) => t.format).sort()).toEqual([1, 2, 3]);
    for (const game of games) {
      for (const lang of ['en', 'he'] as const) {
        const prizes = templateDocument(game, lang).design_properties?.prizes ?? {};
        expect(prizeSetProblem(prizes), `${game.id} ${lang}`).toBeNull();
        expect(Object.values(prizes).some((p) => p.loosing_option === 0 && p.code)).toBe(true);
        const play = game.content[lang].main.blocks.find((b) => b.type === 'button');
        expect(play).toMatchObject({ action: 'play' });
        expect(game.content[lang].winning?.blocks).toContainEqual({ type: 'coupon', code: '{{prize_code}}' });
        expect(game.content[lang].losing?.blocks.length).toBeGreaterThan(0);
      }
      expect(
        Object.values(game.prizes!.he)
          .map((p) => p.label)
          .join(' '),
      ).toMatch(HEBREW);
      expect(game.design_properties.poptin_design_background_effect).toBeDefined();
    }
    const labels = (format: number) =>
      games
        .find((t) => t.format === format)!
        .content.en.main.blocks.flatMap((b) => (b.type === 'button' ? [b.label] : []));
    expect([labels(1), labels(2), labels(3)]).toEqual([['Open'], ['Scratch'], ['Spin']]);
  });

  it('shows exit offers on exit intent, once every 7 days, never after a conversion', () => {
    for (const template of POPUP_TEMPLATES.filter((t) => t.goal === 'exit')) {
      expect(template.triggers.exit_intent, template.id).toBe(true);
      expect(template.display_rules).toMatchObject({
        d_f_r: 'all@display_every_7_days',
        stop_showing_to_converted_users: true,
      });
    }
  });

  it('shows cookie notices on load on every page until answered, with no X to dodge them', () => {
    for (const template of POPUP_TEMPLATES.filter((t) => t.goal === 'cookie')) {
      expect(template.triggers).toEqual({ seconds_on_page: 0 });
      expect(template.display_rules).toMatchObject({
        d_f_r: 'all@display_everytime_everypage',
        stop_showing_to_converted_users: true,
      });
      expect(template.x_close_button).toBe(false);
      const answers = template.content.en.main.blocks.filter((b) => b.type === 'button');
      expect(answers.every((b) => b.type === 'button' && b.action === 'close' && b.count_conversion)).toBe(
        true,
      );
    }
    expect(POPUP_TEMPLATES.find((t) => t.id === 'cookie-bottom-bar')).toMatchObject({
      type: 'bar',
      format: 3,
    });
  });

  it('keeps cart recovery to exit intent on cart pages', () => {
    for (const template of POPUP_TEMPLATES.filter((t) => t.goal === 'cart')) {
      expect(template.triggers.exit_intent, template.id).toBe(true);
      expect(template.display_rules.targeting?.pages?.rules).toEqual([
        { action: 'show', match: 'starts_with', value: '/cart' },
      ]);
    }
  });

  it('makes the welcome offer show its coupon on a thank-you screen that closes after 5 s', () => {
    const welcome = POPUP_TEMPLATES.find((t) => t.id === WELCOME_TEMPLATE_ID)!;
    expect(welcome.content.en.thank_you?.blocks).toContainEqual({ type: 'coupon', code: 'WELCOME10' });
    expect(welcome.design_properties).toMatchObject({
      coupon: { coupon_type: 'copy_on_click', code: 'WELCOME10' },
      poptin_design_thank_screen_auto_close: true,
      poptin_design_thank_screen_auto_close_sec: 5,
    });
    expect(welcome.display_rules).toMatchObject({
      d_f_r: 'all@display_every_3_days',
      stop_showing_to_converted_users: true,
    });
  });

  it('hands a copy to each popup, so editing one leaves the template as it was', () => {
    const template = POPUP_TEMPLATES[0]!;
    const document = templateDocument(template, 'en');
    document.content!.main.blocks.pop();
    expect(templateDocument(template, 'en').content).toEqual(template.content.en);
  });
});
