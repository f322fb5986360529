import type { TLang, TPopupType } from '@hookline/schema';
import type { PopupTemplate, TemplateGoal } from '@hookline/schema/popup-templates';

/** The gallery's filters, read from and written to the page address so Back and links keep them. */
export interface TemplateFilter {
  goal: TemplateGoal | null;
  type: TPopupType | null;
  lang: TLang;
}

/** Reads the filters from `?goal=&type=&lang=`; an unknown value means no filter (English for the language). */
export function readTemplateFilter(
  params: URLSearchParams,
  goals: readonly TemplateGoal[],
  types: readonly TPopupType[],
): TemplateFilter {
  const goal = params.get('goal');
  const type = params.get('type');
  return {
    goal: goals.find((g) => g === goal) ?? null,
    type: types.find((t) => t === type) ?? null,
    lang: params.get('lang') === 'he' ? 'he' : 'en',
  };
}

/** The address parameters of a filter, leaving out what is unset. */
export function templateFilterParams(filter: TemplateFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.goal) params.set('goal', filter.goal);
  if (filter.type) params.set('type', filter.type);
  if (filter.lang !== 'en') params.set('lang', filter.lang);
  return params;
}

/** The templates that pass both filters, in gallery order. */
export const filterTemplates = (
  templates: readonly PopupTemplate[],
  filter: Pick<TemplateFilter, 'goal' | 'type'>,
): PopupTemplate[] =>
  templates.filter(
    (template) =>
      (!filter.goal || template.goal === filter.goal) && (!filter.type || template.type === filter.type),
  );
