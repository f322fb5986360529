import { useState } from 'react';
import type {
  TAdminTerm,
  TFieldDefinition,
  TGalleryItemValue,
  TImageValue,
  TLinkValue,
  TLocationValue,
  TSubFieldDefinition,
} from '@hookline/schema/cms';
import { emptyFieldValue } from '@hookline/schema/cms';
import { ImagePicker } from '../media/ImagePicker.tsx';
import { ImagePickerDialog } from '../media/ImagePickerDialog.tsx';
import ui from '../styles/ui.module.css';
import styles from './Content.module.css';
import type { MediaIndex } from './media-index.ts';
import { RichTextInput } from './RichTextInput.tsx';

type AnyField = TFieldDefinition | TSubFieldDefinition;

export interface FieldContext {
  clientId: string;
  media: MediaIndex;
  /** Terms by taxonomy slug. */
  terms: Record<string, TAdminTerm[]>;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** One custom field's input, by its kind; repeater and flexible rows hold their sub-fields' inputs. */
export function FieldInput({
  field,
  value,
  onChange,
  ctx,
}: {
  field: AnyField;
  value: unknown;
  onChange(value: unknown): void;
  ctx: FieldContext;
}) {
  const label = `${field.label}${field.required ? ' *' : ''}`;
  const help = field.instructions ? <span className={ui.muted}>{field.instructions}</span> : null;
  switch (field.kind) {
    case 'text':
      return (
        <label className={styles.field}>
          {label}
          {field.multiline ? (
            <textarea value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <input value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
          )}
          {help}
        </label>
      );
    case 'rich_text':
      return (
        <div className={styles.field}>
          <span>{label}</span>
          <RichTextInput label={field.label} value={String(value ?? '')} onChange={onChange} />
          {help}
        </div>
      );
    case 'number':
      return (
        <label className={styles.field}>
          {label}
          {field.unit ? ` (${field.unit})` : ''}
          <input
            type="number"
            value={typeof value === 'number' ? value : ''}
            min={field.min ?? undefined}
            max={field.max ?? undefined}
            step={field.step ?? 'any'}
            onChange={(e) => onChange(numberOrNull(e.target.value))}
          />
          {help}
        </label>
      );
    case 'date':
      return (
        <label className={styles.field}>
          {label}
          <input type="date" value={String(value ?? '')} onChange={(e) => onChange(e.target.value || null)} />
          {help}
        </label>
      );
    case 'date_time':
      return (
        <label className={styles.field}>
          {label}
          <input
            type="datetime-local"
            value={String(value ?? '')}
            onChange={(e) => onChange(e.target.value ? e.target.value.slice(0, 16) : null)}
          />
          {help}
        </label>
      );
    case 'color':
      return (
        <div className={styles.field} role="group" aria-label={field.label}>
          <span>{label}</span>
          <span className={styles.row}>
            <input
              type="color"
              aria-label={`${field.label}: pick`}
              value={typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
              onChange={(e) => onChange(e.target.value)}
              className={styles.small}
            />
            <input
              aria-label={`${field.label}: value`}
              className={styles.control}
              value={String(value ?? '')}
              placeholder="#1a2b3c"
              onChange={(e) => onChange(e.target.value || null)}
            />
          </span>
          {help}
        </div>
      );
    case 'true_false':
      return (
        <label className={styles.check}>
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          {label}
        </label>
      );
    case 'select': {
      if (field.multiple) {
        const chosen = Array.isArray(value) ? (value as string[]) : [];
        return (
          <fieldset className={styles.card}>
            <legend>{label}</legend>
            <div className={styles.row}>
              {field.choices.map((c) => (
                <label key={c.value} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(c.value)}
                    onChange={(e) =>
                      onChange(e.target.checked ? [...chosen, c.value] : chosen.filter((v) => v !== c.value))
                    }
                  />
                  {c.label}
                </label>
              ))}
            </div>
          </fieldset>
        );
      }
      return (
        <label className={styles.field}>
          {label}
          <select value={String(value ?? '')} onChange={(e) => onChange(e.target.value || null)}>
            <option value="">—</option>
            {field.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      );
    }
    case 'terms': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      const terms = ctx.terms[field.taxonomy] ?? [];
      return (
        <fieldset className={styles.card}>
          <legend>{label}</legend>
          {terms.length === 0 && <p className={ui.muted}>The taxonomy has no terms yet.</p>}
          <div className={styles.row}>
            {terms.map((t) => (
              <label key={t.id} className={styles.check}>
                <input
                  type={field.multiple ? 'checkbox' : 'radio'}
                  name={`terms-${field.key}`}
                  checked={chosen.includes(t.id)}
                  onChange={(e) =>
                    onChange(
                      field.multiple
                        ? e.target.checked
                          ? [...chosen, t.id]
                          : chosen.filter((id) => id !== t.id)
                        : [t.id],
                    )
                  }
                />
                {t.name}
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    case 'location': {
      const place = (value as TLocationValue | null) ?? null;
      const set = (patch: Partial<Record<'lat' | 'lng' | 'address', unknown>>) => {
        const next = {
          lat: place?.lat ?? null,
          lng: place?.lng ?? null,
          address: place?.address ?? '',
          ...patch,
        };
        onChange(next.lat === null && next.lng === null && !next.address ? null : next);
      };
      return (
        <fieldset className={styles.card}>
          <legend>{label}</legend>
          <div className={styles.grid}>
            <label className={styles.field}>
              Latitude
              <input
                type="number"
                step="any"
                value={place?.lat ?? ''}
                onChange={(e) => set({ lat: numberOrNull(e.target.value) })}
              />
            </label>
            <label className={styles.field}>
              Longitude
              <input
                type="number"
                step="any"
                value={place?.lng ?? ''}
                onChange={(e) => set({ lng: numberOrNull(e.target.value) })}
              />
            </label>
            <label className={styles.field}>
              Address
              <input value={place?.address ?? ''} onChange={(e) => set({ address: e.target.value })} />
            </label>
          </div>
        </fieldset>
      );
    }
    case 'link': {
      const link = (value as TLinkValue | null) ?? null;
      const set = (patch: Partial<TLinkValue>) => {
        const next = { url: '', title: '', new_window: false, nofollow: false, ...link, ...patch };
        onChange(next.url || next.title ? next : null);
      };
      return (
        <fieldset className={styles.card}>
          <legend>{label}</legend>
          <div className={styles.grid}>
            <label className={styles.field}>
              Address
              <input
                value={link?.url ?? ''}
                placeholder="https://… or /path"
                onChange={(e) => set({ url: e.target.value })}
              />
            </label>
            <label className={styles.field}>
              Link text
              <input value={link?.title ?? ''} onChange={(e) => set({ title: e.target.value })} />
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={link?.new_window ?? false}
                onChange={(e) => set({ new_window: e.target.checked })}
              />
              Opens in a new window
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={link?.nofollow ?? false}
                onChange={(e) => set({ nofollow: e.target.checked })}
              />
              nofollow
            </label>
          </div>
        </fieldset>
      );
    }
    case 'image':
      return (
        <ImageInput
          label={label}
          value={(value as TImageValue | null) ?? null}
          onChange={onChange}
          ctx={ctx}
        />
      );
    case 'gallery':
      return (
        <GalleryInput
          label={label}
          value={Array.isArray(value) ? (value as TGalleryItemValue[]) : []}
          onChange={onChange}
          ctx={ctx}
        />
      );
    case 'repeater':
    case 'flexible_content':
      return (
        <RowsInput field={field} value={Array.isArray(value) ? value : []} onChange={onChange} ctx={ctx} />
      );
  }
}

/** An image: the library picker (stored by media id) and its alt text. */
export function ImageInput({
  label,
  value,
  onChange,
  ctx,
}: {
  label: string;
  value: TImageValue | null;
  onChange(value: TImageValue | null): void;
  ctx: FieldContext;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className={styles.field}>
      <ImagePicker
        siteId={ctx.clientId}
        label={label}
        value={ctx.media.urlOf(value?.media_id)}
        onChange={async (url) => {
          setProblem(null);
          if (!url) return onChange(null);
          const id = await ctx.media.idOf(url);
          if (!id)
            setProblem('Content images come from the media library: upload the image there, then choose it.');
          else onChange({ media_id: id, alt: value?.alt ?? '' });
        }}
      />
      {problem && (
        <p className={ui.alert} role="alert">
          {problem}
        </p>
      )}
      {value && (
        <label className={styles.field}>
          Alt text
          <input value={value.alt} onChange={(e) => onChange({ ...value, alt: e.target.value })} />
        </label>
      )}
    </div>
  );
}

function GalleryInput({
  label,
  value,
  onChange,
  ctx,
}: {
  label: string;
  value: TGalleryItemValue[];
  onChange(value: TGalleryItemValue[]): void;
  ctx: FieldContext;
}) {
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (i: number, patch: Partial<TGalleryItemValue>) =>
    onChange(value.map((item, n) => (n === i ? { ...item, ...patch } : item)));
  return (
    <fieldset className={styles.card}>
      <legend>{label}</legend>
      {value.length === 0 && <p className={ui.muted}>No images yet.</p>}
      <div className={styles.thumbs}>
        {value.map((item, i) => (
          <figure key={`${item.media_id}-${i}`}>
            <img src={ctx.media.urlOf(item.media_id) ?? ''} alt={item.alt || `Image ${i + 1}`} />
            <label className={styles.field}>
              Caption
              <input value={item.caption} onChange={(e) => set(i, { caption: e.target.value })} />
            </label>
            <button
              type="button"
              className={ui.secondary}
              onClick={() => onChange(value.filter((_, n) => n !== i))}
            >
              Remove<span className="visually-hidden"> image {i + 1}</span>
            </button>
          </figure>
        ))}
      </div>
      {problem && (
        <p className={ui.alert} role="alert">
          {problem}
        </p>
      )}
      <p>
        <button type="button" className={ui.secondary} onClick={() => setPicking(true)}>
          Add image…
        </button>
      </p>
      {picking && (
        <ImagePickerDialog
          siteId={ctx.clientId}
          value={null}
          title={`${label}: add an image`}
          onClose={() => setPicking(false)}
          onPick={async (url) => {
            setPicking(false);
            const id = await ctx.media.idOf(url);
            if (!id)
              setProblem(
                'Gallery images come from the media library: upload the image there, then choose it.',
              );
            else {
              setProblem(null);
              onChange([...value, { media_id: id, alt: '', caption: '' }]);
            }
          }}
        />
      )}
    </fieldset>
  );
}

type Row = Record<string, unknown>;
type FlexRow = { layout: string; values: Row };

/** Repeater rows (each the same sub-fields) or flexible-content rows (each one of the layouts). */
function RowsInput({
  field,
  value,
  onChange,
  ctx,
}: {
  field: Extract<AnyField, { kind: 'repeater' | 'flexible_content' }>;
  value: unknown[];
  onChange(value: unknown[]): void;
  ctx: FieldContext;
}) {
  const flexible = field.kind === 'flexible_content';
  const subFieldsOf = (row: unknown) =>
    flexible
      ? (field.layouts.find((l) => l.key === (row as FlexRow).layout)?.sub_fields ?? [])
      : field.sub_fields;
  const valuesOf = (row: unknown): Row => (flexible ? ((row as FlexRow).values ?? {}) : ((row as Row) ?? {}));
  const setRow = (i: number, key: string, v: unknown) =>
    onChange(
      value.map((row, n) => {
        if (n !== i) return row;
        return flexible
          ? { ...(row as FlexRow), values: { ...valuesOf(row), [key]: v } }
          : { ...(row as Row), [key]: v };
      }),
    );
  const emptyRow = (subFields: TSubFieldDefinition[]) =>
    Object.fromEntries(subFields.map((s) => [s.key, emptyFieldValue(s)]));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved);
    onChange(next);
  };
  const addWord = field.button_label || 'Add row';
  return (
    <fieldset className={styles.card}>
      <legend>
        {field.label}
        {field.required ? ' *' : ''}
      </legend>
      {value.length === 0 && <p className={ui.muted}>No rows yet.</p>}
      {value.map((row, i) => {
        const layout = flexible ? field.layouts.find((l) => l.key === (row as FlexRow).layout) : null;
        return (
          <div key={i} className={styles.card} role="group" aria-label={`${field.label}, row ${i + 1}`}>
            <div className={styles.cardHead}>
              <strong>
                Row {i + 1}
                {layout ? ` · ${layout.label}` : ''}
              </strong>
              <span className={styles.row}>
                <button type="button" className={ui.secondary} disabled={i === 0} onClick={() => move(i, -1)}>
                  ↑<span className="visually-hidden"> Move row {i + 1} up</span>
                </button>
                <button
                  type="button"
                  className={ui.secondary}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓<span className="visually-hidden"> Move row {i + 1} down</span>
                </button>
                <button
                  type="button"
                  className={ui.secondary}
                  onClick={() => onChange(value.filter((_, n) => n !== i))}
                >
                  Remove row<span className="visually-hidden"> {i + 1}</span>
                </button>
              </span>
            </div>
            {subFieldsOf(row).map((sub) => (
              <FieldInput
                key={sub.key}
                field={sub}
                value={valuesOf(row)[sub.key]}
                onChange={(v) => setRow(i, sub.key, v)}
                ctx={ctx}
              />
            ))}
          </div>
        );
      })}
      <p className={styles.row}>
        {flexible ? (
          field.layouts.map((layout) => (
            <button
              key={layout.key}
              type="button"
              className={ui.secondary}
              onClick={() =>
                onChange([...value, { layout: layout.key, values: emptyRow(layout.sub_fields) }])
              }
            >
              Add {layout.label}
            </button>
          ))
        ) : (
          <button
            type="button"
            className={ui.secondary}
            onClick={() => onChange([...value, emptyRow(field.sub_fields)])}
          >
            {addWord}
          </button>
        )}
      </p>
    </fieldset>
  );
}
