import { describe, expect, it } from 'vitest';
import { POPUP_TEMPLATES } from '@hookline/schema/popup-templates';
import { filterTemplates, readTemplateFilter, templateFilterParams } from './template-filter.ts';

describe('template gallery filters', () => {
  it.each([
    ['', { goal: null, type: null, lang: 'en' }],
    ['goal=exit', { goal: 'exit', type: null, lang: 'en' }],
    ['goal=exit&type=mobile&lang=he', { goal: 'exit', type: 'mobile', lang: 'he' }],
    ['goal=nonsense&type=poster&lang=fr', { goal: null, type: null, lang: 'en' }],
  ])('reads ?%s', (query, expected) => {
    const filter = readTemplateFilter(new URLSearchParams(query), ['exit', 'grow'], ['lightbox', 'mobile']);
    expect(filter).toEqual(expected);
    expect(
      readTemplateFilter(templateFilterParams(filter), ['exit', 'grow'], ['lightbox', 'mobile']),
    ).toEqual(filter);
  });

  it('keeps the templates of the chosen goal and type, and all of them with no filter', () => {
    expect(filterTemplates(POPUP_TEMPLATES, { goal: null, type: null })).toHaveLength(POPUP_TEMPLATES.length);
    const exits = filterTemplates(POPUP_TEMPLATES, { goal: 'exit', type: null });
    expect(exits.length).toBeGreaterThanOrEqual(2);
    expect(exits.every((t) => t.goal === 'exit')).toBe(true);
    const phoneExits = filterTemplates(POPUP_TEMPLATES, { goal: 'exit', type: 'mobile' });
    expect(phoneExits.map((t) => t.id)).toEqual(['exit-phone-card']);
    expect(filterTemplates(POPUP_TEMPLATES, { goal: 'cookie', type: 'fullpage' })).toEqual([]);
  });
});
