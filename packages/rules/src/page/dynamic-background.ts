import { safeColour, safeImageAddress } from './css-values.ts';
import { settingOn, settingText } from './setting-values.ts';

/**
 * An element's dynamic background settings as the editor stores them (spec section 3, "Dynamic
 * background settings").
 */
export interface DynamicBackgroundSettings {
  /** Where the fields are read: the current `repeater` row, the current `flexible_content` row, or (empty) the entry. */
  acf_field_type?: unknown;
  show_featured_bg?: unknown;
  bg_source?: unknown;
  cf_field_key?: unknown;
  image_size?: unknown;
  enable_bg_color?: unknown;
  bg_color_source?: unknown;
  cf_color_field_key?: unknown;
  /** Flexible content: the layout whose rows get the image, and its image sub-field. */
  bg_flexible_field?: unknown;
  flex_sub_field?: unknown;
  /** Flexible content: the layout whose rows get the colour, and its colour sub-field. */
  bg_color_flexible_field?: unknown;
  flex_color_sub_field?: unknown;
}

/** What the element is rendered for: the entry (its featured image and fields) and the repeater or flexible row. */
export interface BackgroundContext {
  featuredImage?: unknown;
  fields?: Readonly<Record<string, unknown>>;
  row?: Readonly<Record<string, unknown>>;
  flexibleRow?: { layout: string; fields: Readonly<Record<string, unknown>> };
}

/**
 * An image field's address at `size`: a plain address, `{url}` with `sizes[size]` preferred, `{src}`,
 * or a list whose first entry is one of these (as the edit-mode lookup answers); null when there is
 * no safe address.
 */
export function imageFieldAddress(value: unknown, size: string): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'object' || first === null) return safeImageAddress(first);
  const image = first as { url?: unknown; src?: unknown; sizes?: Record<string, unknown> };
  const sized = size && image.sizes && typeof image.sizes === 'object' ? image.sizes[size] : undefined;
  const sizedUrl = typeof sized === 'object' && sized !== null ? (sized as { url?: unknown }).url : sized;
  return safeImageAddress(sizedUrl) ?? safeImageAddress(image.url) ?? safeImageAddress(image.src);
}

/** Reads field `key` where the settings say: the repeater row, the flexible row of `layout`, or the entry. */
function fieldValue(kind: string, context: BackgroundContext, key: string, layout: string): unknown {
  if (key === '') return undefined;
  if (kind === 'repeater') return context.row?.[key];
  if (kind === 'flexible_content')
    return context.flexibleRow && context.flexibleRow.layout === layout
      ? context.flexibleRow.fields[key]
      : undefined;
  return context.fields?.[key];
}

/**
 * The background image and colour of an element (spec sections 2 and 3). Image: the entry's
 * featured image when show_featured_bg is on (and it has one), else, with bg_source
 * `custom_field`, field cf_field_key of the repeater row, or sub-field flex_sub_field of a flexible
 * row of layout bg_flexible_field, or the entry's own field; at image_size when the field has it.
 * Colour, when enable_bg_color is on and bg_color_source is `custom_field`: field cf_color_field_key
 * (flex_color_sub_field of a row of layout bg_color_flexible_field for flexible content). Anything
 * missing or unsafe is null (the element keeps its static background).
 */
export function resolveDynamicBackground(
  settings: DynamicBackgroundSettings,
  context: BackgroundContext,
): { image: string | null; color: string | null } {
  const kind = settingText(settings.acf_field_type);
  const size = settingText(settings.image_size);
  const flexible = kind === 'flexible_content';
  let image: string | null = null;
  if (settingOn(settings.show_featured_bg)) image = imageFieldAddress(context.featuredImage, size);
  if (image === null && settings.bg_source === 'custom_field') {
    const key = settingText(flexible ? settings.flex_sub_field : settings.cf_field_key);
    image = imageFieldAddress(fieldValue(kind, context, key, settingText(settings.bg_flexible_field)), size);
  }
  let color: string | null = null;
  if (settingOn(settings.enable_bg_color) && settings.bg_color_source === 'custom_field') {
    const key = settingText(flexible ? settings.flex_color_sub_field : settings.cf_color_field_key);
    color = safeColour(fieldValue(kind, context, key, settingText(settings.bg_color_flexible_field)));
  }
  return { image, color };
}
