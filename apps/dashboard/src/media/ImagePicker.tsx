import { useEffect, useId, useState } from 'react';
import ui from '../styles/ui.module.css';
import { ImagePickerDialog } from './ImagePickerDialog.tsx';
import styles from './Media.module.css';

export interface ImagePickerProps {
  /** The site whose library is offered (its client id). */
  siteId: string;
  /** The image's address: a library path (`/media/<hash>.<ext>`) or a web address; null for none. */
  value: string | null;
  onChange(url: string | null): void;
  label: string;
}

/**
 * An image field: the chosen image's thumbnail, and a dialog to pick one from the site's media
 * library, upload one, or paste an address. Shows when the chosen image can no longer be loaded
 * (deleted from the library, or a broken address).
 */
export function ImagePicker({ siteId, value, onChange, label }: ImagePickerProps) {
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [value]);

  return (
    <div className={styles.picker} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.pickerLabel}>
        {label}
      </span>
      <div className={styles.pickerRow}>
        <div className={styles.pickerPreview}>
          {value && !broken ? (
            <img src={value} alt={`${label}: the chosen image`} onError={() => setBroken(true)} />
          ) : (
            <span>{value ? 'Missing' : 'No image'}</span>
          )}
        </div>
        <div className={styles.pickerButtons}>
          <button type="button" className={ui.secondary} onClick={() => setOpen(true)}>
            {value ? 'Change image…' : 'Choose image…'}
          </button>
          {value && (
            <button type="button" className={ui.secondary} onClick={() => onChange(null)}>
              Remove
            </button>
          )}
        </div>
      </div>
      {value && broken && (
        <p className={ui.alert} role="alert">
          This image cannot be loaded: it was deleted from the library, or its address is wrong. Choose
          another.
        </p>
      )}
      {open && (
        <ImagePickerDialog
          siteId={siteId}
          value={value}
          title={label}
          onPick={(url) => {
            onChange(url);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
