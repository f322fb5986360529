import { ACCORDION_ACTIONS, type AccordionAction } from './accordion.ts';
import { CAROUSEL_ACTIONS, type CarouselAction } from './carousel-actions.ts';
import { settingText } from './setting-values.ts';

/** A trigger widget's settings (spec section 3), read and checked. */
export type TriggerSettings = (
  { type: 'carousel'; action: CarouselAction } | { type: 'accordion'; action: AccordionAction }
) & {
  /** The ids of the elements it drives, without `#`. */
  targets: string[];
  text: string;
  secondaryText: string;
  icon: string;
  secondaryIcon: string;
};

const ELEMENT_ID = /^-?[A-Za-z_][\w-]*$/;

/**
 * The element ids a trigger drives, from `trigger_target` (spec section 3): comma-separated,
 * spaces around each ignored, a leading `#` dropped, duplicates and anything that is not a plain
 * id (`.class`, `a b`, empty) left out.
 */
export function triggerTargets(raw: unknown): string[] {
  const ids = settingText(raw)
    .split(',')
    .map((part) => part.trim().replace(/^#/, ''))
    .filter((id) => ELEMENT_ID.test(id));
  return [...new Set(ids)];
}

/**
 * A trigger widget's settings from `trigger_type`, `trigger_action`, `trigger_target`, `text`,
 * `secondary_text`, `selected_icon` and `selected_icon_secondary`; null when the type is not
 * carousel or accordion, the action is not one of that type's, or no target is a plain id (the
 * button then does nothing, and the editor says why).
 */
export function triggerSettings(raw: Readonly<Record<string, unknown>>): TriggerSettings | null {
  const targets = triggerTargets(raw.trigger_target);
  if (targets.length === 0) return null;
  const faces = {
    targets,
    text: settingText(raw.text),
    secondaryText: settingText(raw.secondary_text),
    icon: settingText(raw.selected_icon),
    secondaryIcon: settingText(raw.selected_icon_secondary),
  };
  const action = raw.trigger_action;
  if (raw.trigger_type === 'carousel' && CAROUSEL_ACTIONS.includes(action as CarouselAction))
    return { type: 'carousel', action: action as CarouselAction, ...faces };
  if (raw.trigger_type === 'accordion' && ACCORDION_ACTIONS.includes(action as AccordionAction))
    return { type: 'accordion', action: action as AccordionAction, ...faces };
  return null;
}

/**
 * Which face (text and icon) a trigger button shows (spec section 4). The two-way actions follow
 * their target: play_pause shows its secondary face (pause) while autoplay runs, expand_collapse
 * shows its secondary face (collapse) while every item is open; every other action shows its
 * primary face. A secondary face left empty falls back to the primary.
 */
export function triggerFace(
  settings: TriggerSettings,
  target: { playing?: boolean; allOpen?: boolean },
): { text: string; icon: string; secondary: boolean } {
  const secondary =
    (settings.action === 'play_pause' && target.playing === true) ||
    (settings.action === 'expand_collapse' && target.allOpen === true);
  return secondary
    ? {
        text: settings.secondaryText || settings.text,
        icon: settings.secondaryIcon || settings.icon,
        secondary,
      }
    : { text: settings.text, icon: settings.icon, secondary };
}
