import { describe, expect, it } from 'vitest';
import { fillDynamicText, hasDynamicTags, type DynamicTextContext } from './dynamic-text.ts';

// Sunday 1 March 2026.
const context: DynamicTextContext = {
  today: { year: 2026, month: 3, day: 1 },
  country: 'Israel',
  queryParam: (name) => ({ utm_source: 'newsletter', empty: '' })[name] ?? null,
  elementText: (selector) => (selector === '#product h1' ? '  Sourdough loaf ' : null),
  shopify: { threshold: '$50', gap: '$12.50' },
};

describe('fillDynamicText', () => {
  it.each([
    ['© {{year}}', '© 2026'],
    ['{{prev_month}}/{{month}}/{{next_month}}', 'February/March/April'],
    ['{{yesterday}} {{today}} {{tomorrow}}', 'Saturday Sunday Monday'],
    ['{{date_dmy}} {{date_mdy}}', '01/03/2026 03/01/2026'],
    ['Hello {{country}}!', 'Hello Israel!'],
    ['Spend {{shpfy_thres}}, {{shpfy_gap}} to go', 'Spend $50, $12.50 to go'],
    ['From {{query:utm_source}}', 'From newsletter'],
    ['From {{ query:utm_medium | a friend }}', 'From  a friend '],
    ['[{{query:empty|none}}]', '[none]'],
    ['Buy {{element:#product h1}}', 'Buy Sourdough loaf'],
    ['{{element:.missing|this}}', 'this'],
    ['{{unknown_tag}} stays', '{{unknown_tag}} stays'],
    ['no tags', 'no tags'],
  ])('%j -> %j', (text, expected) => {
    expect(fillDynamicText(text, context)).toBe(expected);
  });

  it('names months and days in Hebrew', () => {
    expect(fillDynamicText('{{month}} {{today}}', { ...context, lang: 'he' })).toBe('מרץ יום ראשון');
  });

  it('spans year ends', () => {
    const newYear = { ...context, today: { year: 2026, month: 1, day: 1 } };
    expect(fillDynamicText('{{prev_month}} {{yesterday}}', newYear)).toBe('December Wednesday');
  });

  it('spots tags', () => {
    expect(hasDynamicTags('a {{year}}')).toBe(true);
    expect(hasDynamicTags('a {year}')).toBe(false);
  });
});
