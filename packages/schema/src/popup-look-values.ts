/**
 * The value grammar of a popup look without zod, shared by `ZPopupLook` and the editor (which checks
 * what the owner types before it stores it, without bundling zod).
 */

/** `#rrggbb` or `#rrggbbaa`. */
export const COLOUR_PATTERN = /^#[0-9a-f]{6}([0-9a-f]{2})?$/i;

/**
 * An http(s) address or a `/media/` path; no quotes, backslashes, brackets or spaces, since the
 * address is written into a CSS `url()`.
 */
export const IMAGE_URL_PATTERN = /^(https?:\/\/[^\s"'\\<>()]+|\/media\/[a-z0-9_-]+\.[a-z0-9]+)$/i;
export const IMAGE_URL_MAX = 2000;
export const IMAGE_URL_MESSAGE = 'must be an http(s) address or a /media/ path of an uploaded image';

/** The bounds of a look's sizes, in px. */
export const LOOK_LIMITS = {
  heading_size: [12, 72],
  text_size: [12, 32],
  radius: [0, 48],
  border: [0, 12],
  padding: [0, 96],
  gap: [0, 48],
} as const;

/** Whether `url` may be a look's image. */
export const isImageUrl = (url: string) => url.length <= IMAGE_URL_MAX && IMAGE_URL_PATTERN.test(url);
