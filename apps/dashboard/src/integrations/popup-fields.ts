/**
 * The popup fields an integration can map: `email` (always sent as the lead's address), `name` and
 * `phone` (offered even before a popup asks for them), then every other field name the site's popups
 * collect, found in their content documents.
 */

export const EMAIL_FIELD = 'email';
const COMMON_FIELDS = ['name', 'phone'];
/** Fields that are not the visitor's answers: nothing to map. */
const SKIPPED_TYPES = new Set(['consent', 'hidden']);

/** Every field `name` in a popup's content, wherever its blocks are (main, thank you, steps). */
export function fieldNamesIn(content: unknown): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.type === 'fields' && Array.isArray(record.fields)) {
      for (const field of record.fields as { name?: unknown; type?: unknown }[]) {
        if (typeof field?.name === 'string' && !SKIPPED_TYPES.has(String(field.type))) names.push(field.name);
      }
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(content);
  return names;
}

/** The mappable fields of a site whose popups have `contents`: name, phone, then the rest A→Z. */
export function siteFieldNames(contents: readonly unknown[]): string[] {
  const found = new Set(contents.flatMap(fieldNamesIn));
  found.delete(EMAIL_FIELD);
  for (const common of COMMON_FIELDS) found.delete(common);
  return [...COMMON_FIELDS, ...[...found].sort((a, b) => a.localeCompare(b))];
}

/**
 * The mapping a new integration starts with: each popup field the provider has a usual field for,
 * when the provider offers it (`offered`, the check's field ids; an empty list offers anything).
 */
export function defaultFieldMap(
  popupFields: readonly string[],
  defaults: Record<string, string>,
  offered: readonly string[],
): Record<string, string> {
  const map: Record<string, string> = {};
  for (const field of popupFields) {
    const target = defaults[field];
    if (target && (offered.length === 0 || offered.includes(target))) map[field] = target;
  }
  return map;
}
