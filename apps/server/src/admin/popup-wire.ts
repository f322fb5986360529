import { emailFormContent, type EditablePopup, type PopupRow } from '@hookline/db';
import { gameContent, gameDesign } from '@hookline/schema/popup-templates';
import {
  popupFormat,
  readSpecCartTrigger,
  type TAdminPopup,
  type TPopupCreateRequest,
  type TPopupSaveRequest,
  type TPopupType,
  type TTriggers,
} from '@hookline/schema';

/**
 * How the editor's wire shapes (`@hookline/schema`'s popup editor) map to the popups table and back,
 * and what a new popup starts with.
 */

export function toAdminPopup(row: PopupRow, clientId: string, parentPublicId: string | null): TAdminPopup {
  // Rules stored with the spec's cart-trigger names before they were mapped on save: the editor
  // shows (and saves back) the cart trigger they name.
  const { rules, triggers } = readSpecCartTrigger(row.displayRules, row.triggers);
  return {
    id: row.publicId,
    viewer_id: row.viewerId,
    site: clientId,
    name: row.name,
    type: row.type as TAdminPopup['type'],
    format: row.format,
    target: row.target as TAdminPopup['target'],
    lang: row.lang as TAdminPopup['lang'],
    status: row.status as TAdminPopup['status'],
    width: row.width,
    height: row.height,
    content: row.content,
    design_properties: row.designProperties,
    display_rules: rules,
    triggers,
    is_teasers_on: row.isTeasersOn,
    on_click: row.onClick,
    x_close_button: row.xCloseButton,
    ab_test: row.abTest,
    ab_test_parent_id: parentPublicId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The editor's document under the table's column names. */
export function fromSaveRequest(input: TPopupSaveRequest): EditablePopup {
  return {
    name: input.name,
    type: input.type,
    format: input.format,
    target: input.target,
    lang: input.lang,
    width: input.width,
    height: input.height,
    content: input.content,
    designProperties: input.design_properties,
    displayRules: input.display_rules,
    triggers: input.triggers,
    isTeasersOn: input.is_teasers_on,
    onClick: input.on_click,
    xCloseButton: input.x_close_button,
  };
}

/** What a new popup starts with: the format's size, a short email form, and a trigger that suits its type. */
export function newPopupDefaults(input: TPopupCreateRequest): EditablePopup {
  const size = popupFormat(input.type, input.format) ?? { width: 800, height: 500 };
  if (input.type === 'gamified') return gameDefaults(input, size);
  return {
    name: input.name,
    type: input.type,
    format: input.format,
    target: input.target ?? 'lead',
    lang: input.lang ?? 'en',
    width: input.width ?? size.width,
    height: input.height ?? size.height,
    content: input.content ?? emailFormContent(defaultHeading(input.type)),
    designProperties: input.design_properties ?? {
      poptin_design_entry_effect: 'fade',
      poptin_design_exit_effect: 'fade',
      poptin_design_close_options_type: 'closing_options-x',
      poptin_design_thank_screen: true,
      poptin_design_thank_screen_auto_close: true,
      poptin_design_thank_screen_auto_close_sec: 5,
    },
    displayRules: input.display_rules ?? {
      d_f_r: 'all@display_every_3_days',
      stop_showing_to_converted_users: true,
    },
    triggers: input.triggers ?? defaultTriggers(input.type),
    isTeasersOn: input.is_teasers_on ?? false,
    onClick: input.on_click ?? false,
    xCloseButton: input.x_close_button ?? true,
  };
}

function defaultHeading(type: TPopupType): string {
  if (type === 'bar') return 'Free shipping on orders over $50';
  if (type === 'social') return 'Follow us for new arrivals';
  return 'Get 10% off your first order';
}

function defaultTriggers(type: TPopupType): TTriggers {
  if (type === 'embedded' || type === 'content') return { seconds_on_page: 0 };
  if (type === 'bar' || type === 'sside' || type === 'bside') return { scroll_percent: 30 };
  return { seconds_on_page: 5 };
}

/**
 * A new game: its format's screens (play, post-play, winning, losing) with a play button named
 * Open, Scratch or Spin, and a prize set whose chances add up to 100, so it plays as soon as it is
 * activated.
 */
function gameDefaults(input: TPopupCreateRequest, size: { width: number; height: number }): EditablePopup {
  const lang = input.lang ?? 'en';
  return {
    name: input.name,
    type: input.type,
    format: input.format,
    target: input.target ?? 'lead',
    lang,
    width: input.width ?? size.width,
    height: input.height ?? size.height,
    content: input.content ?? gameContent(input.format, lang),
    designProperties: input.design_properties ?? gameDesign(input.format, lang),
    displayRules: input.display_rules ?? {
      d_f_r: 'all@display_every_7_days',
      stop_showing_to_converted_users: true,
    },
    triggers: input.triggers ?? defaultTriggers(input.type),
    isTeasersOn: input.is_teasers_on ?? false,
    onClick: input.on_click ?? false,
    xCloseButton: input.x_close_button ?? true,
  };
}
