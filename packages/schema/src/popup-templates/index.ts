import type { TPopupCreateRequestInput } from '../popup-editor-input.ts';
import type { TLang, TPopupType } from '../popup.ts';
import { GAME_TEMPLATES } from './game-templates.ts';
import { LEAD_TEMPLATES } from './lead-templates.ts';
import { NOTICE_TEMPLATES } from './notice-templates.ts';
import { OFFER_TEMPLATES } from './offer-templates.ts';
import type { PopupTemplate, TemplateGoal } from './types.ts';

export type { Localised, PopupTemplate, TemplateGoal } from './types.ts';
export { WELCOME_TEMPLATE_ID } from './offer-templates.ts';
export { gameContent, gameDesign, gamePrizes, playButton } from './game-content.ts';

/** The gallery's goals, in the order the filter lists them. */
export const TEMPLATE_GOALS: readonly { goal: TemplateGoal; label: string }[] = [
  { goal: 'grow', label: 'Grow the list' },
  { goal: 'announce', label: 'Announce' },
  { goal: 'discount', label: 'Discount' },
  { goal: 'exit', label: 'Exit offer' },
  { goal: 'cart', label: 'Cart recovery' },
  { goal: 'countdown', label: 'Countdown sale' },
  { goal: 'survey', label: 'Survey' },
  { goal: 'age', label: 'Age gate' },
  { goal: 'cookie', label: 'Cookie notice' },
  { goal: 'phone', label: 'Phone number' },
  { goal: 'lock', label: 'Content lock' },
  { goal: 'game', label: 'Play to win' },
];

/** Every template of the "New popup" gallery. */
export const POPUP_TEMPLATES: readonly PopupTemplate[] = [
  ...OFFER_TEMPLATES,
  ...LEAD_TEMPLATES,
  ...NOTICE_TEMPLATES,
  ...GAME_TEMPLATES,
];

export const popupTemplate = (id: string): PopupTemplate | undefined =>
  POPUP_TEMPLATES.find((template) => template.id === id);

/** The types the templates use, in the catalogue's order, for the type filter. */
export const templateTypes = (types: readonly TPopupType[]): TPopupType[] =>
  types.filter((type) => POPUP_TEMPLATES.some((template) => template.type === type));

/**
 * The create request of a popup made from a template, written in `lang`: the ordinary
 * `POST /api/admin/sites/:clientId/popups` body, so a template needs no endpoint of its own.
 */
export function templateDocument(template: PopupTemplate, lang: TLang): TPopupCreateRequestInput {
  return {
    name: template.name[lang],
    type: template.type,
    format: template.format,
    target: template.target,
    lang,
    ...template.size,
    content: structuredClone(template.content[lang]),
    design_properties: {
      ...structuredClone(template.design_properties),
      ...(template.prizes ? { prizes: structuredClone(template.prizes[lang]) } : {}),
    },
    display_rules: structuredClone(template.display_rules),
    triggers: { ...template.triggers },
    x_close_button: template.x_close_button,
  };
}
