import { z } from 'zod';

/** Links, images and places as the content model stores them (field values, menus, featured images). */

export const LINK_URL_MAX = 2000;

/**
 * Where a link may go: an http(s) address, mailto:, tel:, a path on this shop (`/journal/…`) or an
 * anchor on the page (`#faq`). No spaces, no `javascript:` or `data:`.
 */
export const ZLinkUrl = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(LINK_URL_MAX, `must be at most ${LINK_URL_MAX} characters`)
  .regex(
    /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+|tel:\+?[0-9 ().-]{3,}|\/(?!\/)[^\s]*|#[^\s]*)$/i,
    'must be a web address (https://…), a path on this shop (/…), an anchor (#…), mailto: or tel:',
  );

/** A media library image as content stores it: the library's id (its file can change host), with alt text. */
export const ZImageValue = z.strictObject({
  media_id: z.uuid('must be an image of the media library'),
  alt: z.string().trim().max(300, 'alt text must be at most 300 characters').default(''),
});
export type TImageValue = z.infer<typeof ZImageValue>;

/** One picture of a gallery: an image with its caption. */
export const ZGalleryItemValue = ZImageValue.extend({
  caption: z.string().trim().max(500, 'a caption must be at most 500 characters').default(''),
});
export type TGalleryItemValue = z.infer<typeof ZGalleryItemValue>;

/** A link field's value: the spec's wrapper link (url, opens in a new window, nofollow) with its text. */
export const ZLinkValue = z.strictObject({
  url: ZLinkUrl,
  title: z.string().trim().max(200, 'the link text must be at most 200 characters').default(''),
  new_window: z.boolean().default(false),
  nofollow: z.boolean().default(false),
});
export type TLinkValue = z.infer<typeof ZLinkValue>;

/** A place: latitude and longitude in degrees, and the address an editor typed (shown in info windows). */
export const ZLocationValue = z.strictObject({
  lat: z
    .number('latitude must be a number')
    .min(-90, 'latitude must be between -90 and 90')
    .max(90, 'latitude must be between -90 and 90'),
  lng: z
    .number('longitude must be a number')
    .min(-180, 'longitude must be between -180 and 180')
    .max(180, 'longitude must be between -180 and 180'),
  address: z.string().trim().max(300, 'the address must be at most 300 characters').default(''),
});
export type TLocationValue = z.infer<typeof ZLocationValue>;
