import { popupFit, type PopupBox } from '@hookline/rules';
import type { TField, TPopupContent, TPopupLook } from '@hookline/schema';
import { CORE_FIELD_TYPES } from './fields.tsx';

/**
 * Lightbox formats that show an image (beside the form, on top, behind it): laid out by the extras
 * chunk when they have one, as one column by the core when they do not. The others are one column.
 */
const IMAGE_LIGHTBOX_FORMATS: ReadonlySet<number> = new Set([1, 3, 6]);
const EXTRA_BLOCKS: ReadonlySet<string> = new Set([
  'coupon',
  'social',
  'countdown',
  'html',
  'cart_button',
  'products',
]);

export interface PopupTraits {
  type: string;
  lang?: string | undefined;
  format: number;
  design: Readonly<Record<string, unknown>>;
  teasersOn?: boolean | undefined;
  /** Template markup (`poptin`) or its address (`poptin_url`). */
  templateMarkup?: string | null | undefined;
  templateUrl?: string | null | undefined;
}

/** Business email modes need the free-mail list, loaded by the extras chunk. */
const usesHelper = (field: TField) =>
  field.type === 'email' &&
  (field.email_validation === 'business-email' || field.email_validation === 'typos-business');

/**
 * Whether a popup needs the extras chunk before it shows: any type but a lightbox, a lightbox
 * format that shows an image and has one, a look's font, image (its format's), gradient or
 * image background, shadow, backdrop, fields' or close button's style, button width, Hebrew (its messages and right-to-left styles), fields other than email, custom and hidden ones (or an email
 * field in a business mode), coupon, social, countdown, HTML or cart button blocks, link and launch buttons (and
 * close buttons with a link),
 * template markup, the Skip button or the close note, entry or exit effects, a background effect, dragging, a
 * redirect or a store's cart action, a coupon code, or a teaser.
 */
export function needsExtras(popup: PopupTraits, content: TPopupContent): boolean {
  const { design } = popup;
  const look = design.look as TPopupLook | undefined;
  const imageFormat = IMAGE_LIGHTBOX_FORMATS.has(popup.format);
  if (
    popup.type !== 'lightbox' ||
    popup.lang === 'he' ||
    (look &&
      (look.font ||
        look.image ||
        look.overlay ||
        (look.background?.kind ?? 'color') !== 'color' ||
        look.shadow ||
        look.close ||
        look.input ||
        look.button?.full_width !== undefined))
  )
    return true;
  const screens = [content.main, content.thank_you, content.main_mobile, content.thank_you_mobile];
  for (const screen of screens)
    for (const block of screen?.blocks ?? []) {
      if (imageFormat && block.type === 'image') return true;
      if (
        EXTRA_BLOCKS.has(block.type) ||
        (block.type === 'button' && block.action !== 'submit' && (block.action !== 'close' || block.url))
      )
        return true;
      if (
        block.type === 'fields' &&
        block.fields.some((field) => !CORE_FIELD_TYPES.has(field.type) || usesHelper(field))
      )
        return true;
    }
  return (
    design.poptin_design_close_options_type === 'closing_options-button' ||
    typeof design.poptin_design_show_x_comment === 'string' ||
    Boolean(design.poptin_design_entry_effect) ||
    Boolean(design.poptin_design_exit_effect) ||
    design.poptin_design_draggable === true ||
    (design.poptin_design_background_effect ?? 'none') !== 'none' ||
    design.poptin_design_redirect === true ||
    Boolean(design.add_to_cart) ||
    Boolean((design.coupon as { code?: unknown } | undefined)?.code) ||
    popup.teasersOn === true ||
    Boolean(popup.templateMarkup || popup.templateUrl)
  );
}

/** The box of a one-column lightbox: centred, modal, scaled down to fit, never above 1 (spec section 2), reflowed where that would take it below 16 px text (popupFit). */
export function lightboxBox(
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): PopupBox {
  return {
    placement: 'center',
    arrangement: 'stack',
    modal: true,
    size,
    ...popupFit(size, viewport),
    pushPage: 0,
  };
}
