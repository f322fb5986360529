import { POPUP_CATALOG } from '@hookline/schema/popup-catalog';
import { popupKindName } from '../popup-names.ts';
import { FormatPicture } from './FormatPicture.tsx';
import styles from './FormatChoices.module.css';

/**
 * The formats of a popup type as radio cards, each with a picture of its layout, its name and its
 * size: the new popup page's and the editor's format picker. `name` makes them part of a form.
 */
export function FormatChoices({
  type,
  value,
  onChange,
  legend,
  name = 'format',
}: {
  type: string;
  value: number;
  onChange(format: number): void;
  legend: string;
  name?: string;
}) {
  const info = POPUP_CATALOG.find((entry) => entry.type === type);
  if (!info) return null;
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.cards}>
        {info.formats.map((f) => (
          <label key={f.format} className={styles.card} data-checked={f.format === value}>
            <FormatPicture type={type} format={f.format} />
            <span className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={f.format}
                checked={f.format === value}
                onChange={() => onChange(f.format)}
              />
              <span className={styles.title}>{popupKindName(type, f.format)}</span>
            </span>
            <span className={styles.size}>
              {f.width} × {f.height} px
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
