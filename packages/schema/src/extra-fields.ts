import { z } from 'zod';

/**
 * One entry of a conversion's `newExtraFields` (spec section 3, "Conversion payload"): a custom
 * field the visitor answered, reported apart from the form values. Extra keys are ignored, as
 * other clients of the spec may send more.
 */
export const ZExtraField = z.looseObject({
  id: z.string().max(100).optional(),
  type: z.string().max(50),
  name: z.string().max(100),
  placeholder: z.string().max(1000).optional(),
  value: z.string().max(10_000),
});
export type TExtraField = z.infer<typeof ZExtraField>;

/** At most as many custom fields as a conversion has form values (`MAX_CONVERSION_FIELDS`). */
export const ZExtraFields = z.array(ZExtraField).max(100);

/**
 * The custom fields of a `newExtraFields` text: a JSON list, or empty for none. Answers null when
 * the text is not such a list, so the API can refuse the conversion rather than drop answers.
 */
export function parseExtraFields(text: string | undefined): TExtraField[] | null {
  if (text === undefined || text === '') return [];
  try {
    const parsed = ZExtraFields.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
