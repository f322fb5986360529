import type { TBlock } from '@hookline/schema';
import ui from '../../styles/ui.module.css';
import { custom, fieldsOf, row } from '../fields/field-builders.ts';
import type { FieldSpec } from '../fields/field-table.ts';
import { FieldsEditor } from './FieldsEditor.tsx';
import { SocialLinksEditor } from './SocialLinksEditor.tsx';
import { ProductListEditor } from './ProductListEditor.tsx';
import { ImageBlockSource } from './ImageBlockSource.tsx';

type BlockOf<K extends TBlock['type']> = Extract<TBlock, { type: K }>;

/** Builders of the controls that edit a block of type `K`'s own keys. */
const of = <K extends TBlock['type']>() =>
  fieldsOf(
    (block: BlockOf<K>) => block,
    (patch) => (block) => ({ ...block, ...patch }),
  );

const heading = of<'heading'>();
const text = of<'text'>();
const image = of<'image'>();
const button = of<'button'>();
const coupon = of<'coupon'>();
const html = of<'html'>();
const cartButton = of<'cart_button'>();
const products = of<'products'>();

const PRODUCT_CATEGORIES = [
  ['manual', 'The products listed below'],
  ['product_in_cart', 'Listed products the visitor has in the cart'],
  ['last_visited', 'Listed products the visitor viewed'],
  ['product_collection', 'A collection (the products listed below)'],
] as const satisfies readonly (readonly [BlockOf<'products'>['category'], string])[];

/** Spec section 4: what a store's button does. */
export const CART_ACTIONS = [
  ['add_to_cart', 'Add to the cart, then reload the page'],
  ['add_to_cart_redirect', 'Add to the cart, then go to the cart'],
  ['redirect', 'Go to the product page'],
  ['redirect_blank', 'Open the product page in a new tab'],
  ['no_buttons', 'Nothing (no button action)'],
] as const satisfies readonly (readonly [BlockOf<'products'>['buttons_action'], string])[];

/** Which of the design's cart actions (Store settings) a cart button runs. */
const CART_SLOTS = [
  ['add_to_cart', 'Cart action 1 (also after a form conversion)'],
  ['shopify_add_to_cart_2', 'Cart action 2'],
  ['shopify_add_to_cart_3', 'Cart action 3'],
  ['shopify_add_to_cart_4', 'Cart action 4'],
  ['shopify_add_to_cart_5', 'Cart action 5'],
  ['shopify_add_to_cart_6', 'Cart action 6'],
] as const satisfies readonly (readonly [BlockOf<'cart_button'>['slot'], string])[];

type ButtonAction = BlockOf<'button'>['action'];
const isAction = (action: ButtonAction) => (block: BlockOf<'button'>) => block.action === action;
/** Link buttons and close buttons follow a link (spec section 4: a close button may link to a url). */
const followsLink = (block: BlockOf<'button'>) => block.action === 'link' || block.action === 'close';

const HEADING_SIZES = [
  [1, 'Large'],
  [2, 'Medium'],
  [3, 'Small'],
] as const satisfies readonly (readonly [BlockOf<'heading'>['level'], string])[];

const BUTTON_ACTIONS = [
  ['submit', 'Submit the form'],
  ['close', 'Close the popup'],
  ['link', 'Open a link'],
  ['launch_popup', 'Open another popup'],
  ['play', 'Play the game (games only)'],
] as const satisfies readonly (readonly [ButtonAction, string])[];

/** The controls each block type shows, in order: one field table per block. */
export const BLOCK_FIELDS: { [K in TBlock['type']]: readonly FieldSpec<BlockOf<K>>[] } = {
  heading: [
    row([
      heading.text('text', 'Heading text', { dir: 'auto' }),
      heading.select('level', 'Size', HEADING_SIZES),
    ]),
  ],
  text: [text.text('text', 'Text', { multiline: true, dir: 'auto' })],
  image: [
    custom((block, edit) => (
      <ImageBlockSource src={block.src} onChange={(src) => edit('src', (current) => ({ ...current, src }))} />
    )),
    image.text('alt', 'Description for screen readers', {
      hint: 'What the image shows, for visitors who cannot see it. Leave empty for a decorative image.',
    }),
  ],
  fields: [
    custom((block, edit) => (
      <FieldsEditor
        fields={block.fields}
        onChange={(fields, key) => edit(key, (current) => ({ ...current, fields }))}
      />
    )),
  ],
  button: [
    row([
      button.text('label', 'Button text', { dir: 'auto' }),
      button.select('action', 'When clicked', BUTTON_ACTIONS),
    ]),
    button.text('url', 'Link address', {
      placeholder: 'https://…, tel: or sms:',
      hint: '{conversion_url} and {path_url} become the visitor’s page and its path. A close button with a link closes the popup as the link opens.',
      when: followsLink,
    }),
    button.toggle('target_blank', 'Open in a new tab', { when: followsLink }),
    button.toggle('count_conversion', 'Count a click as a conversion', {
      hint: 'For buttons such as “I already subscribed”: the popup closes and counts as converted.',
      when: isAction('close'),
    }),
    button.text('popup_id', 'Id of the popup to open', { maxLength: 13, when: isAction('launch_popup') }),
  ],
  coupon: [coupon.text('code', 'Coupon code', { hint: 'Visitors can copy it with one click.' })],
  countdown: [
    custom(() => <p className={ui.muted}>Counts down with the timer set under Design, Countdown timer.</p>),
  ],
  social: [
    custom((block, edit) => (
      <SocialLinksEditor
        links={block.links}
        onChange={(links, key) => edit(key, (current) => ({ ...current, links }))}
      />
    )),
  ],
  cart_button: [
    row([
      cartButton.text('label', 'Button text', { dir: 'auto' }),
      cartButton.select('slot', 'Runs', CART_SLOTS, {
        hint: 'Set each cart action under Store: what it adds to the cart and where the visitor goes.',
      }),
    ]),
  ],
  products: [
    row([
      products.select('category', 'Which products', PRODUCT_CATEGORIES),
      products.select('count', 'How many', [
        [1, '1'],
        [2, '2'],
        [3, '3'],
        [4, '4'],
      ]),
    ]),
    row([
      products.text('button_label', 'Button text', { dir: 'auto' }),
      products.select('buttons_action', 'The button', CART_ACTIONS),
    ]),
    custom((block, edit) => (
      <ProductListEditor
        products={block.manual_products}
        onChange={(manual_products, key) => edit(key, (current) => ({ ...current, manual_products }))}
      />
    )),
  ],
  html: [
    html.text('html', 'HTML', {
      multiline: true,
      hint: 'Shown as written, inside the popup’s own shadow root.',
    }),
  ],
};

/** The field table of a block's type. */
export const blockFields = <B extends TBlock>(block: B): readonly FieldSpec<B>[] =>
  BLOCK_FIELDS[block.type] as unknown as readonly FieldSpec<B>[];
