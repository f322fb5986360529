import { z } from 'zod';
import { FONT_IDS } from './popup-fonts.ts';
import {
  COLOUR_PATTERN,
  IMAGE_URL_MAX,
  IMAGE_URL_MESSAGE,
  IMAGE_URL_PATTERN,
  LOOK_LIMITS,
} from './popup-look-values.ts';

/**
 * The look of a popup (`design_properties.look`): colours, font, sizes and images, as data. Every key
 * is optional and an unset key keeps the visitor script's default look, so a popup saved before looks
 * existed renders as it did. The visitor script turns a look into CSS custom properties on the
 * popup's root inside its Shadow DOM (`look-style.ts` in @hookline/embed).
 */

/** `#rrggbb` or `#rrggbbaa`; lower or upper case. */
export const ZColour = z.string().regex(COLOUR_PATTERN, 'must be a colour like #1a2b3c');
export type TColour = z.infer<typeof ZColour>;

/**
 * An image a look may show: an absolute http(s) address or a media path of this server
 * (`/media/<hash>.<ext>`). Quotes, backslashes, brackets and spaces are refused because the address is
 * written into a CSS `url()`; `data:` and `javascript:` addresses never match.
 */
export const ZImageUrl = z
  .string()
  .max(IMAGE_URL_MAX, `must be at most ${IMAGE_URL_MAX} characters`)
  .regex(IMAGE_URL_PATTERN, IMAGE_URL_MESSAGE);

const ZPercent = z.number().min(0).max(100);
const ZOpacity = z.number().min(0).max(1);
const px = (max: number, min = 0) => z.number().int().min(min).max(max);
const bounded = (key: keyof typeof LOOK_LIMITS) => px(LOOK_LIMITS[key][1], LOOK_LIMITS[key][0]);

export const ZLookBackground = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('color'), color: ZColour }),
  z.object({ kind: z.literal('gradient'), from: ZColour, to: ZColour, angle: px(360) }),
  z.object({
    kind: z.literal('image'),
    url: ZImageUrl,
    focal_x: ZPercent.default(50),
    focal_y: ZPercent.default(50),
    overlay: ZColour.optional(),
    overlay_opacity: ZOpacity.default(0),
    /** Shown while the image loads, and behind a transparent image. */
    fallback: ZColour.optional(),
  }),
]);
export type TLookBackground = z.infer<typeof ZLookBackground>;

export const ZLookShadow = z.enum(['none', 'soft', 'medium', 'strong']);
export type TLookShadow = z.infer<typeof ZLookShadow>;

export const ZLookInputStyle = z.enum(['outlined', 'filled', 'underlined']);
export type TLookInputStyle = z.infer<typeof ZLookInputStyle>;

export const ZLookClosePosition = z.enum(['inside', 'outside', 'left']);
export type TLookClosePosition = z.infer<typeof ZLookClosePosition>;

export const ZPopupLook = z.object({
  font: z.enum(FONT_IDS, 'must be one of the listed fonts').optional(),
  background: ZLookBackground.optional(),
  text_color: ZColour.optional(),
  heading_color: ZColour.optional(),
  heading_size: bounded('heading_size').optional(),
  text_size: bounded('text_size').optional(),
  radius: bounded('radius').optional(),
  border: z.object({ width: bounded('border'), color: ZColour }).optional(),
  shadow: ZLookShadow.optional(),
  button: z
    .object({
      background: ZColour,
      color: ZColour,
      hover_background: ZColour,
      radius: px(48),
      full_width: z.boolean(),
    })
    .partial()
    .optional(),
  input: z
    .object({
      style: ZLookInputStyle,
      background: ZColour,
      color: ZColour,
      border_color: ZColour,
      radius: px(48),
    })
    .partial()
    .optional(),
  close: z.object({ color: ZColour, background: ZColour, position: ZLookClosePosition }).partial().optional(),
  overlay: z.object({ color: ZColour, opacity: ZOpacity }).partial().optional(),
  padding: bounded('padding').optional(),
  gap: bounded('gap').optional(),
  /** The side or top image of the formats that promise one (lightbox 1, 3 and 6). */
  image: z
    .object({
      url: ZImageUrl,
      alt: z.string().max(500, 'must be at most 500 characters').default(''),
      focal_x: ZPercent.default(50),
      focal_y: ZPercent.default(50),
    })
    .optional(),
  align: z.enum(['start', 'center']).optional(),
});
export type TPopupLook = z.infer<typeof ZPopupLook>;
/** A look as the editor writes it, before defaults are filled in. */
export type TPopupLookInput = z.input<typeof ZPopupLook>;
