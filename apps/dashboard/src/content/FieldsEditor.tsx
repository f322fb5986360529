import {
  FIELD_KINDS,
  FIELD_KIND_LABELS,
  SUB_FIELD_KINDS,
  fieldKeyFrom,
  type TAdminTaxonomy,
  type TFieldKind,
} from '@hookline/schema/cms';
import ui from '../styles/ui.module.css';
import styles from './Content.module.css';

/** A field definition as the editor holds it while it is being written (checked on save). */
export type FieldDraft = Record<string, unknown> & { key: string; label: string; kind: TFieldKind };

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

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function NumberSetting({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown;
  onChange(value: number | null): void;
}) {
  return (
    <label className={styles.field}>
      {label}
      <input
        type="number"
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onChange(numberOrNull(e.target.value))}
      />
    </label>
  );
}

function Check({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown;
  onChange(value: boolean): void;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** One field's settings: what every field has, then its kind's own. */
function FieldCard({
  field,
  index,
  count,
  sub,
  taxonomies,
  onChange,
  onMove,
  onRemove,
}: {
  field: FieldDraft;
  index: number;
  count: number;
  sub: boolean;
  taxonomies: TAdminTaxonomy[];
  onChange(field: FieldDraft): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const set = (patch: Record<string, unknown>) => onChange({ ...field, ...patch });
  const kinds = sub ? SUB_FIELD_KINDS : FIELD_KINDS;
  const name = field.label || `Field ${index + 1}`;
  return (
    <fieldset className={styles.card} aria-label={`${sub ? 'Sub-field' : 'Field'} ${index + 1}: ${name}`}>
      <div className={styles.cardHead}>
        <strong>
          {index + 1}. {name} <span className={ui.muted}>({FIELD_KIND_LABELS[field.kind]})</span>
        </strong>
        <span className={styles.row}>
          <button type="button" className={ui.secondary} disabled={index === 0} onClick={() => onMove(-1)}>
            <span aria-hidden="true">↑</span>
            <span className="visually-hidden"> Move {name} up</span>
          </button>
          <button
            type="button"
            className={ui.secondary}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
            <span className="visually-hidden"> Move {name} down</span>
          </button>
          <button type="button" className={ui.secondary} onClick={onRemove}>
            Remove<span className="visually-hidden"> {name}</span>
          </button>
        </span>
      </div>
      <div className={styles.grid}>
        <label className={styles.field}>
          Label
          <input
            value={field.label}
            onChange={(e) => {
              const auto = field.key === fieldKeyFrom(field.label);
              set({ label: e.target.value, ...(auto ? { key: fieldKeyFrom(e.target.value) } : {}) });
            }}
          />
        </label>
        <label className={styles.field}>
          Key
          <input value={field.key} onChange={(e) => set({ key: e.target.value })} />
        </label>
        <label className={styles.field}>
          Kind
          <select
            value={field.kind}
            onChange={(e) => {
              const fresh = newField(e.target.value as TFieldKind, field.label);
              const kept = Object.fromEntries(COMMON.map((k) => [k, field[k]]));
              onChange({ ...fresh, ...kept, kind: fresh.kind });
            }}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {FIELD_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <Check label="Required to publish" value={field.required} onChange={(v) => set({ required: v })} />
      </div>
      <label className={styles.field}>
        Instructions for editors
        <input
          value={String(field.instructions ?? '')}
          onChange={(e) => set({ instructions: e.target.value })}
        />
      </label>
      <KindSettings field={field} set={set} taxonomies={taxonomies} />
    </fieldset>
  );
}

function KindSettings({
  field,
  set,
  taxonomies,
}: {
  field: FieldDraft;
  set(patch: Record<string, unknown>): void;
  taxonomies: TAdminTaxonomy[];
}) {
  switch (field.kind) {
    case 'text':
      return (
        <div className={styles.grid}>
          <Check label="Several lines" value={field.multiline} onChange={(v) => set({ multiline: v })} />
          <NumberSetting
            label="Longest (characters)"
            value={field.max_length}
            onChange={(v) => set({ max_length: v })}
          />
        </div>
      );
    case 'number':
      return (
        <div className={styles.grid}>
          <NumberSetting label="Lowest" value={field.min} onChange={(v) => set({ min: v })} />
          <NumberSetting label="Highest" value={field.max} onChange={(v) => set({ max: v })} />
          <NumberSetting label="Step" value={field.step} onChange={(v) => set({ step: v })} />
          <label className={styles.field}>
            Unit
            <input value={String(field.unit ?? '')} onChange={(e) => set({ unit: e.target.value })} />
          </label>
        </div>
      );
    case 'gallery':
      return (
        <div className={styles.grid}>
          <NumberSetting
            label="Fewest images"
            value={field.min_items}
            onChange={(v) => set({ min_items: v ?? 0 })}
          />
          <NumberSetting
            label="Most images"
            value={field.max_items}
            onChange={(v) => set({ max_items: v })}
          />
        </div>
      );
    case 'select': {
      const choices = (field.choices as { value: string; label: string }[]) ?? [];
      const setChoice = (i: number, patch: Partial<{ value: string; label: string }>) =>
        set({ choices: choices.map((c, n) => (n === i ? { ...c, ...patch } : c)) });
      return (
        <div className={styles.stack}>
          <Check
            label="Several choices at once"
            value={field.multiple}
            onChange={(v) => set({ multiple: v })}
          />
          {choices.map((choice, i) => (
            <div key={i} className={styles.row} role="group" aria-label={`Choice ${i + 1}`}>
              <label className={styles.field}>
                Choice label
                <input value={choice.label} onChange={(e) => setChoice(i, { label: e.target.value })} />
              </label>
              <label className={styles.field}>
                Stored value
                <input value={choice.value} onChange={(e) => setChoice(i, { value: e.target.value })} />
              </label>
              <button
                type="button"
                className={ui.secondary}
                onClick={() => set({ choices: choices.filter((_, n) => n !== i) })}
              >
                Remove choice
              </button>
            </div>
          ))}
          <p>
            <button
              type="button"
              className={ui.secondary}
              onClick={() =>
                set({ choices: [...choices, { value: `choice-${choices.length + 1}`, label: '' }] })
              }
            >
              Add choice
            </button>
          </p>
        </div>
      );
    }
    case 'terms':
      return (
        <div className={styles.grid}>
          <label className={styles.field}>
            Taxonomy
            <select value={String(field.taxonomy ?? '')} onChange={(e) => set({ taxonomy: e.target.value })}>
              <option value="">Choose…</option>
              {taxonomies.map((t) => (
                <option key={t.id} value={t.slug}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
          <Check label="Several terms" value={field.multiple} onChange={(v) => set({ multiple: v })} />
        </div>
      );
    case 'repeater':
      return (
        <div className={styles.stack}>
          <RowBounds field={field} set={set} />
          <FieldList
            heading="Sub-fields of each row"
            fields={(field.sub_fields as FieldDraft[]) ?? []}
            onChange={(sub_fields) => set({ sub_fields })}
            sub
            taxonomies={taxonomies}
          />
        </div>
      );
    case 'flexible_content': {
      const layouts = (field.layouts as { key: string; label: string; sub_fields: FieldDraft[] }[]) ?? [];
      const setLayout = (i: number, patch: Record<string, unknown>) =>
        set({ layouts: layouts.map((l, n) => (n === i ? { ...l, ...patch } : l)) });
      return (
        <div className={styles.stack}>
          <RowBounds field={field} set={set} />
          {layouts.map((layout, i) => (
            <fieldset
              key={i}
              className={styles.card}
              aria-label={`Layout ${i + 1}: ${layout.label || 'unnamed'}`}
            >
              <div className={styles.cardHead}>
                <strong>Layout {i + 1}</strong>
                <button
                  type="button"
                  className={ui.secondary}
                  onClick={() => set({ layouts: layouts.filter((_, n) => n !== i) })}
                >
                  Remove layout
                </button>
              </div>
              <div className={styles.grid}>
                <label className={styles.field}>
                  Layout label
                  <input
                    value={layout.label}
                    onChange={(e) => {
                      const auto = layout.key === fieldKeyFrom(layout.label);
                      setLayout(i, {
                        label: e.target.value,
                        ...(auto ? { key: fieldKeyFrom(e.target.value) } : {}),
                      });
                    }}
                  />
                </label>
                <label className={styles.field}>
                  Layout key
                  <input value={layout.key} onChange={(e) => setLayout(i, { key: e.target.value })} />
                </label>
              </div>
              <FieldList
                heading="Its sub-fields"
                fields={layout.sub_fields}
                onChange={(sub_fields) => setLayout(i, { sub_fields })}
                sub
                taxonomies={taxonomies}
              />
            </fieldset>
          ))}
          <p>
            <button
              type="button"
              className={ui.secondary}
              onClick={() =>
                set({
                  layouts: [
                    ...layouts,
                    {
                      key: `layout_${layouts.length + 1}`,
                      label: '',
                      sub_fields: [newField('text', 'Text')],
                    },
                  ],
                })
              }
            >
              Add layout
            </button>
          </p>
        </div>
      );
    }
    default:
      return null;
  }
}

function RowBounds({ field, set }: { field: FieldDraft; set(patch: Record<string, unknown>): void }) {
  return (
    <div className={styles.grid}>
      <NumberSetting label="Fewest rows" value={field.min_rows} onChange={(v) => set({ min_rows: v ?? 0 })} />
      <NumberSetting label="Most rows" value={field.max_rows} onChange={(v) => set({ max_rows: v })} />
      <label className={styles.field}>
        Add button text
        <input
          value={String(field.button_label ?? '')}
          onChange={(e) => set({ button_label: e.target.value })}
        />
      </label>
    </div>
  );
}

/** A list of field definitions (a collection's, or a repeater's or layout's sub-fields). */
export function FieldList({
  heading,
  fields,
  onChange,
  sub = false,
  taxonomies,
}: {
  heading: string;
  fields: FieldDraft[];
  onChange(fields: FieldDraft[]): void;
  sub?: boolean;
  taxonomies: TAdminTaxonomy[];
}) {
  const move = (i: number, by: -1 | 1) => {
    const next = [...fields];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved!);
    onChange(next);
  };
  return (
    <div className={styles.stack} role="group" aria-label={heading}>
      <strong>{heading}</strong>
      {fields.length === 0 && <p className={ui.empty}>No fields yet.</p>}
      {fields.map((field, i) => (
        <FieldCard
          key={i}
          field={field}
          index={i}
          count={fields.length}
          sub={sub}
          taxonomies={taxonomies}
          onChange={(changed) => onChange(fields.map((f, n) => (n === i ? changed : f)))}
          onMove={(by) => move(i, by)}
          onRemove={() => onChange(fields.filter((_, n) => n !== i))}
        />
      ))}
      <p>
        <button
          type="button"
          className={ui.secondary}
          onClick={() => onChange([...fields, newField('text', '')])}
        >
          {sub ? 'Add sub-field' : 'Add field'}
        </button>
      </p>
    </div>
  );
}
