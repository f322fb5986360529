import { z } from 'zod';
import { ZCartActionKind, ZCartActionSlot, ZProductCategory, ZShopifyProductItem } from './store.ts';

/**
 * The popup content document: screens made of blocks, edited by the dashboard and rendered by the
 * visitor script. Stored as JSON. New block and field types are added to the unions here.
 */

export const ZEmailValidationMode = z.enum([
  'no-validation',
  'check-typos',
  'business-email',
  'typos-business',
]);
export type TEmailValidationMode = z.infer<typeof ZEmailValidationMode>;

export const ZPhoneValidationMode = z.enum(['basic', 'pattern', 'international', 'advanced']);
export type TPhoneValidationMode = z.infer<typeof ZPhoneValidationMode>;

export const ZFieldType = z.enum([
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
]);
export type TFieldType = z.infer<typeof ZFieldType>;

export const ZField = z.object({
  id: z.string().min(1).max(64),
  type: ZFieldType,
  /** The key of this field's value in the conversion payload. */
  name: z.string().min(1).max(64),
  placeholder: z.string().max(200).default(''),
  label: z.string().max(200).optional(),
  required: z.boolean().default(false),
  email_validation: ZEmailValidationMode.optional(),
  phone_validation: ZPhoneValidationMode.optional(),
  options: z.array(z.string().max(200)).max(200).optional(),
  default_value: z.string().max(2000).optional(),
});
export type TField = z.infer<typeof ZField>;

const ZText = z.string().max(5000);

export const ZBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    text: ZText,
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  }),
  z.object({ type: z.literal('text'), text: ZText }),
  z.object({ type: z.literal('image'), src: z.string().max(2000), alt: z.string().max(500).default('') }),
  z.object({ type: z.literal('fields'), fields: z.array(ZField).max(30) }),
  z.object({
    type: z.literal('button'),
    label: z.string().max(200),
    /** `play` starts a game (gamified popups): the Spin, Scratch or Open button. */
    action: z.enum(['submit', 'close', 'link', 'launch_popup', 'play']).default('submit'),
    url: z.string().max(2000).optional(),
    target_blank: z.boolean().optional(),
    popup_id: z.string().optional(),
    /** A close button that also counts a conversion (spec section 4, close-button actions). */
    count_conversion: z.boolean().optional(),
  }),
  z.object({ type: z.literal('coupon'), code: z.string().max(200) }),
  z.object({ type: z.literal('countdown') }),
  z.object({
    type: z.literal('social'),
    links: z.array(z.object({ network: z.string().max(40), url: z.string().max(2000) })).max(20),
  }),
  z.object({ type: z.literal('html'), html: z.string().max(50_000) }),
  /**
   * A store's cart button (spec section 3: `add_to_cart`, `shopify_add_to_cart_2` to `_6`): a click
   * counts a conversion and runs the design's cart action of its `slot` (store.ts).
   */
  z.object({ type: z.literal('cart_button'), label: z.string().max(200), slot: ZCartActionSlot }),
  /**
   * A Shopify product recommendation block (spec section 3, "Product block settings"): up to `count`
   * of the listed products, chosen by `category`, each with a button running `buttons_action`.
   */
  z.object({
    type: z.literal('products'),
    category: ZProductCategory.default('manual'),
    manual_products: z.array(ZShopifyProductItem).max(50).default([]),
    count: z.number().int().min(1).max(4).default(3),
    buttons_action: ZCartActionKind.default('add_to_cart'),
    button_label: z.string().max(100).default('Add to cart'),
  }),
]);
export type TBlock = z.infer<typeof ZBlock>;

export const ZScreen = z.object({ blocks: z.array(ZBlock).max(100) });
export type TScreen = z.infer<typeof ZScreen>;

export const ZPopupContent = z.object({
  version: z.literal(1).default(1),
  main: ZScreen,
  thank_you: ZScreen.optional(),
  main_mobile: ZScreen.optional(),
  thank_you_mobile: ZScreen.optional(),
  /** Gamified popups (spec section 2): after a win, the claim form (post-play), the prize, a loss. */
  post_play: ZScreen.optional(),
  winning: ZScreen.optional(),
  losing: ZScreen.optional(),
  post_play_mobile: ZScreen.optional(),
  winning_mobile: ZScreen.optional(),
  losing_mobile: ZScreen.optional(),
});
export type TPopupContent = z.infer<typeof ZPopupContent>;
