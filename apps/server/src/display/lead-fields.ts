import type { TExtraField } from '@hookline/schema';

/**
 * What a lead stores (`conversions.fields`): the conversion's form values, and the answer of each
 * custom field it reported in `newExtraFields` under the field's name. A lead keeps every answer:
 * an unnamed custom field, or one whose name a form value or an earlier answer took, is named after
 * its type and its count among the fields of that type (spec section 3, "renamed type_N": the
 * second `custom` field becomes `custom_2`), as the visitor script names fields. Empty answers are
 * left out, as empty form values are.
 */
export function leadFields(
  formValues: Readonly<Record<string, string>>,
  extraFields: readonly TExtraField[],
): Record<string, string> {
  // A Map, so a name like `__proto__` or `constructor` is a field like any other.
  const fields = new Map(Object.entries(formValues));
  const perType = new Map<string, number>();
  for (const field of extraFields) {
    const type = field.type.trim() || 'custom';
    const count = (perType.get(type) ?? 0) + 1;
    perType.set(type, count);
    const value = field.value.trim();
    if (value === '') continue;
    let name = field.name.trim();
    if (name === '' || fields.has(name)) {
      let n = count;
      while (fields.has(`${type}_${n}`)) n++;
      name = `${type}_${n}`;
    }
    fields.set(name, value);
  }
  return Object.fromEntries(fields);
}
