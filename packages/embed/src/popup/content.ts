import { uniqueFieldNames } from '@hookline/rules';
import type {
  TBlock,
  TEmailValidationMode,
  TField,
  TPhoneValidationMode,
  TFieldType,
  TPopupContent,
  TScreen,
} from '@hookline/schema';

/**
 * Reads a popup's content document defensively. It arrives over the network inside the display
 * response, so each block and field is checked: the ones this renderer does not know, or that are
 * malformed, are left out (rendered as nothing) rather than trusted. Hand-written instead of zod to
 * keep the chunk small; `content.test.ts` holds it to the schema's lists.
 */

export const FIELD_TYPES = [
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'website',
  'date',
  'birthday',
  'message',
  'checkbox',
  'consent',
  'select',
  'multi_select',
  'custom_select',
  'radio',
  'number',
  'custom',
  'hidden',
] as const satisfies readonly TFieldType[];

export const EMAIL_MODES = [
  'no-validation',
  'check-typos',
  'business-email',
  'typos-business',
] as const satisfies readonly TEmailValidationMode[];

export const PHONE_MODES = [
  'basic',
  'pattern',
  'international',
  'advanced',
] as const satisfies readonly TPhoneValidationMode[];

const BUTTON_ACTIONS = ['submit', 'close', 'link', 'launch_popup'] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function parseField(value: unknown): TField | null {
  if (!isObject(value)) return null;
  const { id, type, name } = value;
  if (typeof id !== 'string' || id === '' || !oneOf(FIELD_TYPES, type)) return null;
  if (typeof name !== 'string' || name === '') return null;
  const field: TField = {
    id,
    type,
    name,
    placeholder: optionalText(value.placeholder) ?? '',
    required: value.required === true,
  };
  const label = optionalText(value.label);
  if (label) field.label = label;
  if (oneOf(EMAIL_MODES, value.email_validation)) field.email_validation = value.email_validation;
  if (oneOf(PHONE_MODES, value.phone_validation)) field.phone_validation = value.phone_validation;
  const defaultValue = optionalText(value.default_value);
  if (defaultValue !== undefined) field.default_value = defaultValue;
  if (Array.isArray(value.options)) {
    field.options = value.options.filter((option): option is string => typeof option === 'string');
  }
  return field;
}

/** One block, or null for block types this renderer leaves out and for malformed blocks. */
export function parseBlock(value: unknown): TBlock | null {
  if (!isObject(value)) return null;
  switch (value.type) {
    case 'heading': {
      if (typeof value.text !== 'string') return null;
      const level = value.level === 1 || value.level === 3 ? value.level : 2;
      return { type: 'heading', text: value.text, level };
    }
    case 'text':
      return typeof value.text === 'string' ? { type: 'text', text: value.text } : null;
    case 'image':
      return typeof value.src === 'string'
        ? { type: 'image', src: value.src, alt: optionalText(value.alt) ?? '' }
        : null;
    case 'fields': {
      if (!Array.isArray(value.fields)) return null;
      const fields = value.fields.map(parseField).filter((field): field is TField => field !== null);
      return { type: 'fields', fields };
    }
    case 'button': {
      if (typeof value.label !== 'string') return null;
      const action = oneOf(BUTTON_ACTIONS, value.action) ? value.action : 'submit';
      const block: TBlock = { type: 'button', label: value.label, action };
      const url = optionalText(value.url);
      if (url !== undefined) block.url = url;
      if (value.target_blank === true) block.target_blank = true;
      if (typeof value.popup_id === 'string') block.popup_id = value.popup_id;
      if (value.count_conversion === true) block.count_conversion = true;
      return block;
    }
    case 'coupon':
      return typeof value.code === 'string' ? { type: 'coupon', code: value.code } : null;
    case 'countdown':
      return { type: 'countdown' };
    case 'social': {
      if (!Array.isArray(value.links)) return null;
      const links = value.links.filter(
        (link): link is { network: string; url: string } =>
          isObject(link) && typeof link.network === 'string' && typeof link.url === 'string',
      );
      return { type: 'social', links: links.map(({ network, url }) => ({ network, url })) };
    }
    case 'html':
      return typeof value.html === 'string' ? { type: 'html', html: value.html } : null;
    default:
      return null;
  }
}

/** Gives repeated field names their `type_N` names across a screen's field blocks (spec section 3). */
function renameFields(blocks: TBlock[]): TBlock[] {
  const renamed = uniqueFieldNames(blocks.flatMap((block) => (block.type === 'fields' ? block.fields : [])));
  let next = 0;
  return blocks.map((block) =>
    block.type === 'fields' ? { ...block, fields: block.fields.map(() => renamed[next++]!) } : block,
  );
}

function parseScreen(value: unknown): TScreen | undefined {
  if (!isObject(value) || !Array.isArray(value.blocks)) return undefined;
  return {
    blocks: renameFields(value.blocks.map(parseBlock).filter((block): block is TBlock => block !== null)),
  };
}

/** The content document, or null when it has no main screen. */
export function parsePopupContent(value: unknown): TPopupContent | null {
  if (!isObject(value)) return null;
  const main = parseScreen(value.main);
  if (!main) return null;
  const content: TPopupContent = { version: 1, main };
  const thankYou = parseScreen(value.thank_you);
  const mainMobile = parseScreen(value.main_mobile);
  const thankYouMobile = parseScreen(value.thank_you_mobile);
  if (thankYou) content.thank_you = thankYou;
  if (mainMobile) content.main_mobile = mainMobile;
  if (thankYouMobile) content.thank_you_mobile = thankYouMobile;
  return content;
}

/**
 * The screen to show: the mobile variant on mobile devices when there is one (spec section 2),
 * unless the design switched the mobile editor off (`switch_mobile_editor: false`).
 */
export function screenFor(
  content: TPopupContent,
  screen: 'main' | 'thank_you',
  isMobile: boolean,
  switchMobileEditor?: unknown,
): TScreen | undefined {
  if (switchMobileEditor === false) isMobile = false;
  if (screen === 'main') return (isMobile && content.main_mobile) || content.main;
  return (isMobile && content.thank_you_mobile) || content.thank_you;
}

/** The text of a screen's first heading: the dialog's accessible name. */
export function firstHeading(screen: TScreen | undefined): string {
  for (const block of screen?.blocks ?? [])
    if (block.type === 'heading' && block.text.trim()) return block.text.trim();
  return '';
}
