import type { TBlock, TField, TFieldType, TPopupContent, TScreen } from '@hookline/schema';
import { labelled } from '../fields/field-builders.ts';

/** Pure changes to the content document, used by the content editor. */

type BaseScreen = 'main' | 'thank_you' | 'post_play' | 'winning' | 'losing';
export type ScreenName = BaseScreen | `${BaseScreen}_mobile`;

export const SCREENS: readonly (readonly [ScreenName, string])[] = [
  ['main', 'Main form'],
  ['thank_you', 'Thank-you screen'],
  ['main_mobile', 'Main form on phones'],
  ['thank_you_mobile', 'Thank-you screen on phones'],
];

/** A game's screens (spec section 2): play, post-play after a win, winning, losing, and their phone versions. */
export const GAME_SCREENS: readonly (readonly [ScreenName, string])[] = [
  ['main', 'Play screen'],
  ['post_play', 'Post-play screen (after a win)'],
  ['winning', 'Winning screen'],
  ['losing', 'Losing screen'],
  ['main_mobile', 'Play screen on phones'],
  ['post_play_mobile', 'Post-play screen on phones'],
  ['winning_mobile', 'Winning screen on phones'],
  ['losing_mobile', 'Losing screen on phones'],
];

/** The screens a popup of this type has. */
export const screensFor = (type: string) => (type === 'gamified' ? GAME_SCREENS : SCREENS);

export const BLOCK_TYPES = labelled({
  heading: 'Heading',
  text: 'Text',
  image: 'Image',
  fields: 'Form fields',
  button: 'Button',
  coupon: 'Coupon code',
  countdown: 'Countdown',
  social: 'Social links',
  html: 'Custom HTML',
  cart_button: 'Store cart button',
  products: 'Shopify products',
} satisfies Record<TBlock['type'], string>);

export const FIELD_TYPES = labelled({
  email: 'Email',
  name: 'Full name',
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  website: 'Website',
  date: 'Date',
  birthday: 'Birthday',
  message: 'Message',
  number: 'Number',
  checkbox: 'Checkbox',
  consent: 'Consent checkbox',
  select: 'Dropdown',
  multi_select: 'Multiple choice',
  custom_select: 'Dropdown with search',
  radio: 'Single choice',
  custom: 'Custom text',
  hidden: 'Hidden value',
} satisfies Record<TFieldType, string>);

/** Field types whose answers come from a list of options. */
export const OPTION_TYPES: ReadonlySet<TFieldType> = new Set([
  'select',
  'multi_select',
  'custom_select',
  'radio',
]);

export function newBlock(type: TBlock['type']): TBlock {
  switch (type) {
    case 'heading':
      return { type, text: 'A heading', level: 2 };
    case 'text':
      return { type, text: 'Some text' };
    case 'image':
      return { type, src: '', alt: '' };
    case 'fields':
      return { type, fields: [newField('email', [])] };
    case 'button':
      return { type, label: 'Send', action: 'submit' };
    case 'coupon':
      return { type, code: 'WELCOME10' };
    case 'countdown':
      return { type };
    case 'social':
      return { type, links: [{ network: 'instagram', url: 'https://instagram.com/' }] };
    case 'html':
      return { type, html: '<p></p>' };
    case 'cart_button':
      return { type, label: 'Add to cart', slot: 'shopify_add_to_cart_2' };
    case 'products':
      return {
        type,
        category: 'manual',
        manual_products: [],
        count: 3,
        buttons_action: 'add_to_cart',
        button_label: 'Add to cart',
      };
  }
}

/** A new field with an id and a name no other field of the content uses. */
export function newField(type: TFieldType, taken: readonly string[]): TField {
  const base = type === 'name' || type === 'email' || type === 'phone' ? type : `${type}`;
  let name = base;
  for (let n = 2; taken.includes(name); n++) name = `${base}_${n}`;
  return {
    id: name,
    type,
    name,
    placeholder: FIELD_TYPES.find(([t]) => t === type)?.[1] ?? '',
    required: type === 'email',
    ...(type === 'email' ? { email_validation: 'check-typos' as const } : {}),
    ...(type === 'phone' ? { phone_validation: 'basic' as const } : {}),
    ...(OPTION_TYPES.has(type) ? { options: ['Option 1', 'Option 2'] } : {}),
  };
}

/** Every field name used anywhere in the content (names are the keys of the leads' columns). */
export function fieldNames(content: TPopupContent): string[] {
  const names = new Set([...SCREENS, ...GAME_SCREENS].map(([name]) => name));
  const screens = [...names].map((name) => content[name]);
  return screens.flatMap((screen) =>
    (screen?.blocks ?? []).flatMap((block) =>
      block.type === 'fields' ? block.fields.map((f) => f.name) : [],
    ),
  );
}

export const screenOf = (content: TPopupContent, name: ScreenName): TScreen | undefined => content[name];

export function withScreen(
  content: TPopupContent,
  name: ScreenName,
  screen: TScreen | undefined,
): TPopupContent {
  const next = { ...content, [name]: screen };
  if (screen === undefined) delete next[name];
  return next as TPopupContent;
}

/** Moves the item at `from` by `by` places (−1 up, +1 down); out-of-range moves change nothing. */
export function move<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((x, i) => (i === index ? item : x));
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
