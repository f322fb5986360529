import { z } from 'zod';
import { ZFieldKey, ZSlug } from './slugs.ts';

/**
 * A collection's custom fields (ACF's field groups, as data). Every field has a key (how values and
 * widgets name it), a label, `required` (checked when an entry is published) and instructions. Repeater
 * rows and flexible-content layouts hold sub-fields of the simple kinds: one level of rows, never
 * a repeater inside a repeater (docs/page-builder.md).
 */

/** Every field kind, in the order the dashboard offers them. */
export const FIELD_KINDS = [
  'text',
  'rich_text',
  'image',
  'gallery',
  'number',
  'date',
  'date_time',
  'location',
  'color',
  'link',
  'true_false',
  'select',
  'terms',
  'repeater',
  'flexible_content',
] as const;
export type TFieldKind = (typeof FIELD_KINDS)[number];

/** The kinds a repeater row or a flexible-content layout may hold. */
export const SUB_FIELD_KINDS = FIELD_KINDS.filter(
  (kind): kind is Exclude<TFieldKind, 'repeater' | 'flexible_content'> =>
    kind !== 'repeater' && kind !== 'flexible_content',
);

/** What editors read for each kind. */
export const FIELD_KIND_LABELS = {
  text: 'Text',
  rich_text: 'Rich text',
  image: 'Image',
  gallery: 'Gallery',
  number: 'Number',
  date: 'Date',
  date_time: 'Date and time',
  location: 'Location',
  color: 'Colour',
  link: 'Link',
  true_false: 'True / false',
  select: 'Select',
  terms: 'Taxonomy terms',
  repeater: 'Repeater',
  flexible_content: 'Flexible content',
} as const satisfies Record<TFieldKind, string>;

export const FIELDS_MAX = 50;
export const SUB_FIELDS_MAX = 30;
export const LAYOUTS_MAX = 20;
export const CHOICES_MAX = 200;
export const TEXT_MAX = 10_000;
export const RICH_TEXT_MAX = 200_000;
export const GALLERY_MAX = 200;
export const ROWS_MAX = 200;

const label = z.string().trim().min(1, 'give it a label').max(80, 'must be at most 80 characters');
const count = (max: number) =>
  z.number('must be a whole number').int('must be a whole number').min(0, 'must be 0 or more').max(max);
const upperCount = (max: number) => count(max).nullable().default(null);

const base = {
  key: ZFieldKey,
  label,
  required: z.boolean().default(false),
  instructions: z.string().trim().max(300, 'must be at most 300 characters').default(''),
};

/** Refuses a list whose items share a key, naming the key. */
function uniqueKeys<T extends { key: string }>(items: T[], context: z.RefinementCtx, what: string) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.key))
      context.addIssue({
        code: 'custom',
        path: [index, 'key'],
        message: `two ${what} use the key "${item.key}"`,
      });
    seen.add(item.key);
  });
}

/** Refuses a lower bound above its upper bound. */
const ordered = (low: string, high: string) => (value: Record<string, unknown>, context: z.RefinementCtx) => {
  const [min, max] = [value[low], value[high]];
  if (typeof min === 'number' && typeof max === 'number' && min > max)
    context.addIssue({ code: 'custom', path: [high], message: `must not be below ${low.replace('_', ' ')}` });
};

export const ZTextField = z.strictObject({
  ...base,
  kind: z.literal('text'),
  multiline: z.boolean().default(false),
  max_length: z.number().int().min(1).max(TEXT_MAX).nullable().default(null),
});
export const ZRichTextField = z.strictObject({ ...base, kind: z.literal('rich_text') });
export const ZImageField = z.strictObject({ ...base, kind: z.literal('image') });
export const ZGalleryField = z
  .strictObject({
    ...base,
    kind: z.literal('gallery'),
    min_items: count(GALLERY_MAX).default(0),
    max_items: upperCount(GALLERY_MAX),
  })
  .superRefine(ordered('min_items', 'max_items'));
export const ZNumberField = z
  .strictObject({
    ...base,
    kind: z.literal('number'),
    min: z.number().finite().nullable().default(null),
    max: z.number().finite().nullable().default(null),
    /** The input's step (0.01 for prices); 1 keeps whole numbers. */
    step: z.number().positive('must be above 0').finite().nullable().default(null),
    unit: z.string().trim().max(20).default(''),
  })
  .superRefine(ordered('min', 'max'));
export const ZDateField = z.strictObject({ ...base, kind: z.literal('date') });
export const ZDateTimeField = z.strictObject({ ...base, kind: z.literal('date_time') });
export const ZLocationField = z.strictObject({ ...base, kind: z.literal('location') });
export const ZColorField = z.strictObject({ ...base, kind: z.literal('color') });
export const ZLinkField = z.strictObject({ ...base, kind: z.literal('link') });
export const ZTrueFalseField = z.strictObject({ ...base, kind: z.literal('true_false') });

export const ZSelectChoice = z.strictObject({
  value: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  label,
});
export type TSelectChoice = z.infer<typeof ZSelectChoice>;

export const ZSelectField = z.strictObject({
  ...base,
  kind: z.literal('select'),
  choices: z
    .array(ZSelectChoice)
    .min(1, 'give the select at least one choice')
    .max(CHOICES_MAX)
    .superRefine((choices, context) => {
      const seen = new Set<string>();
      choices.forEach((choice, index) => {
        if (seen.has(choice.value))
          context.addIssue({
            code: 'custom',
            path: [index, 'value'],
            message: `two choices use the value "${choice.value}"`,
          });
        seen.add(choice.value);
      });
    }),
  multiple: z.boolean().default(false),
});
export const ZTermsField = z.strictObject({
  ...base,
  kind: z.literal('terms'),
  /** The taxonomy's slug (a taxonomy of the same site). */
  taxonomy: ZSlug,
  multiple: z.boolean().default(true),
});

const SIMPLE_FIELDS = [
  ZTextField,
  ZRichTextField,
  ZImageField,
  ZGalleryField,
  ZNumberField,
  ZDateField,
  ZDateTimeField,
  ZLocationField,
  ZColorField,
  ZLinkField,
  ZTrueFalseField,
  ZSelectField,
  ZTermsField,
] as const;

const kindError = (kinds: readonly string[]) => (issue: { code: string; input?: unknown }) =>
  issue.code === 'invalid_union' ? `the kind must be one of ${kinds.join(', ')}` : undefined;

/** A field of a repeater row or a flexible-content layout: any kind but repeater and flexible content. */
export const ZSubFieldDefinition = z.discriminatedUnion('kind', SIMPLE_FIELDS, {
  error: kindError(SUB_FIELD_KINDS),
});
export type TSubFieldDefinition = z.infer<typeof ZSubFieldDefinition>;

const subFields = z
  .array(ZSubFieldDefinition)
  .min(1, 'give it at least one sub-field')
  .max(SUB_FIELDS_MAX, `at most ${SUB_FIELDS_MAX} sub-fields`)
  .superRefine((fields, context) => uniqueKeys(fields, context, 'sub-fields'));

const rows = {
  min_rows: count(ROWS_MAX).default(0),
  max_rows: upperCount(ROWS_MAX),
  /** The add button's words ("Add slide"); empty: "Add row". */
  button_label: z.string().trim().max(40).default(''),
};

export const ZRepeaterField = z
  .strictObject({ ...base, kind: z.literal('repeater'), sub_fields: subFields, ...rows })
  .superRefine(ordered('min_rows', 'max_rows'));

export const ZFlexibleLayout = z.strictObject({ key: ZFieldKey, label, sub_fields: subFields });
export type TFlexibleLayout = z.infer<typeof ZFlexibleLayout>;

export const ZFlexibleContentField = z
  .strictObject({
    ...base,
    kind: z.literal('flexible_content'),
    layouts: z
      .array(ZFlexibleLayout)
      .min(1, 'give it at least one layout')
      .max(LAYOUTS_MAX, `at most ${LAYOUTS_MAX} layouts`)
      .superRefine((layouts, context) => uniqueKeys(layouts, context, 'layouts')),
    ...rows,
  })
  .superRefine(ordered('min_rows', 'max_rows'));

/** One custom field of a collection, of any kind. */
export const ZFieldDefinition = z.discriminatedUnion(
  'kind',
  [...SIMPLE_FIELDS, ZRepeaterField, ZFlexibleContentField],
  { error: kindError(FIELD_KINDS) },
);
export type TFieldDefinition = z.infer<typeof ZFieldDefinition>;
/** A field as it is written (defaults may be left out). */
export type TFieldDefinitionInput = z.input<typeof ZFieldDefinition>;

/** A collection's fields: at most 50, each key once. */
export const ZFieldDefinitions = z
  .array(ZFieldDefinition)
  .max(FIELDS_MAX, `a collection has at most ${FIELDS_MAX} fields`)
  .superRefine((fields, context) => uniqueKeys(fields, context, 'fields'));

export type TTextField = z.infer<typeof ZTextField>;
export type TNumberField = z.infer<typeof ZNumberField>;
export type TSelectField = z.infer<typeof ZSelectField>;
export type TTermsField = z.infer<typeof ZTermsField>;
export type TGalleryField = z.infer<typeof ZGalleryField>;
export type TRepeaterField = z.infer<typeof ZRepeaterField>;
export type TFlexibleContentField = z.infer<typeof ZFlexibleContentField>;

/** The fields a definition holds rows of (a repeater's sub-fields, every layout's), or none. */
export function subFieldsOf(field: TFieldDefinition): TSubFieldDefinition[] {
  if (field.kind === 'repeater') return field.sub_fields;
  if (field.kind === 'flexible_content') return field.layouts.flatMap((layout) => layout.sub_fields);
  return [];
}
