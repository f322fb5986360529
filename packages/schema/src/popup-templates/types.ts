import type { TPopupContent } from '../popup-content.ts';
import type { TPopupCreateRequestInput } from '../popup-editor-input.ts';
import type { TLang, TPopupTarget, TPopupType, TTriggers } from '../popup.ts';
import type { TPrizeSet } from '../prizes.ts';

/**
 * A template of the "New popup" gallery: a complete popup (content in English and Hebrew, design,
 * triggers and display rules) that the dashboard creates with the ordinary create call. Plain data
 * with no zod, so that the dashboard imports it without bundling zod; a test parses every template
 * with the editor's create schema.
 */

/** What an owner wants the popup to do: the gallery's first filter. */
export type TemplateGoal =
  | 'grow'
  | 'announce'
  | 'discount'
  | 'exit'
  | 'cart'
  | 'countdown'
  | 'survey'
  | 'age'
  | 'cookie'
  | 'phone'
  | 'lock'
  | 'game';

/** A text in each language a popup can be written in. */
export type Localised<T = string> = Record<TLang, T>;

/** `design_properties` as the create request takes them. */
export type TemplateDesign = NonNullable<TPopupCreateRequestInput['design_properties']>;
/** `display_rules` as the create request takes them. */
export type TemplateRules = NonNullable<TPopupCreateRequestInput['display_rules']>;

export interface PopupTemplate {
  /** Stable kebab-case id (the screenshots are named after it). */
  id: string;
  goal: TemplateGoal;
  /** The gallery card's title, also the new popup's name (at most 40 characters). */
  name: Localised;
  /** One line on the card: what it does and when it shows. */
  summary: Localised;
  type: TPopupType;
  format: number;
  /** The format's default size when absent. */
  size?: { width: number; height: number };
  target: TPopupTarget;
  content: Localised<TPopupContent>;
  /** A game's prizes, their labels in each language (merged into `design_properties`). */
  prizes?: Localised<TPrizeSet>;
  design_properties: TemplateDesign;
  display_rules: TemplateRules;
  triggers: TTriggers;
  x_close_button: boolean;
}
