/**
 * The export's form-field cells of one lead, in the order of `names`: the lead's own value of each
 * field, its email in the `email` column when the form kept none, '' for a field it lacks. Only own
 * properties count: a lead lacking `constructor` or `toString` (a field another lead has) must not
 * get the inherited Object.prototype function in that cell.
 */
export function leadFieldCells(
  fields: Readonly<Record<string, string>>,
  names: readonly string[],
  email: string | null,
): string[] {
  return names.map((name) => {
    if (Object.hasOwn(fields, name)) return fields[name] ?? '';
    return name === 'email' ? (email ?? '') : '';
  });
}
