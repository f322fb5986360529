import type { TLocationValue } from '@hookline/schema/cms';
import styles from '../Content.module.css';
import { numberOrNull } from '../list-edit.ts';
import { labelOf, type KindInputProps } from './field-input-props.ts';

type LocationPatch = Partial<Record<'lat' | 'lng' | 'address', unknown>>;

/** A location field: latitude, longitude and address; all three empty stores null. */
export function LocationInput({ field, value, onChange }: KindInputProps<'location'>) {
  const place = (value as TLocationValue | null) ?? null;
  const set = (patch: LocationPatch) => {
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
      <legend>{labelOf(field)}</legend>
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
