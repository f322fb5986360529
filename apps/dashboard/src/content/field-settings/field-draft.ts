import { fieldKeyFrom, type TFieldKind } from '@hookline/schema/cms';

/** A field definition as the editor holds it while it is being written (checked on save). */
export type FieldDraft = Record<string, unknown> & { key: string; label: string; kind: TFieldKind };

/** A flexible-content layout as the editor holds it. */
export interface LayoutDraft {
  key: string;
  label: string;
  sub_fields: FieldDraft[];
}

/** The props of one kind's settings: the field, and how to change some of its settings. */
export interface KindSettingsProps {
  field: FieldDraft;
  set(patch: Record<string, unknown>): void;
}

/** The settings every kind keeps; the rest belong to one kind and go when the kind changes. */
const COMMON = ['key', 'label', 'kind', 'required', 'instructions'];

/** A new field of a kind, with the settings that kind needs to be valid. */
export function newField(kind: TFieldKind, label = ''): FieldDraft {
  const base = { key: fieldKeyFrom(label), label, kind, required: false, instructions: '' };
  switch (kind) {
    case 'select':
      return { ...base, choices: [{ value: 'one', label: 'One' }], multiple: false };
    case 'terms':
      return { ...base, taxonomy: '', multiple: true };
    case 'repeater':
      return {
        ...base,
        sub_fields: [newField('text', 'Title')],
        min_rows: 0,
        max_rows: null,
        button_label: '',
      };
    case 'flexible_content':
      return {
        ...base,
        layouts: [{ key: 'text_block', label: 'Text block', sub_fields: [newField('rich_text', 'Text')] }],
        min_rows: 0,
        max_rows: null,
        button_label: '',
      };
    default:
      return base;
  }
}

/** The field as another kind: the common settings kept, the new kind's own at their defaults. */
export function withKind(field: FieldDraft, kind: TFieldKind): FieldDraft {
  const fresh = newField(kind, field.label);
  const kept = Object.fromEntries(COMMON.map((k) => [k, field[k]]));
  return { ...fresh, ...kept, kind: fresh.kind };
}

/**
 * The change a new label makes: the label, and the key too while the key is still the one made
 * from the old label (a key the author typed is theirs to keep).
 */
export function relabel(
  item: { key: string; label: string },
  label: string,
): { label: string; key?: string } {
  const auto = item.key === fieldKeyFrom(item.label);
  return { label, ...(auto ? { key: fieldKeyFrom(label) } : {}) };
}
