import { FIELD_KIND_LABELS, type TAdminTaxonomy } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import { CommonSettings } from './CommonSettings.tsx';
import type { FieldDraft } from './field-draft.ts';
import { KindSettings } from './KindSettings.tsx';

/** One field's settings: what every field has, then its kind's own. */
export function FieldCard({
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
      <CommonSettings field={field} sub={sub} set={set} onChange={onChange} />
      <KindSettings field={field} set={set} taxonomies={taxonomies} />
    </fieldset>
  );
}
