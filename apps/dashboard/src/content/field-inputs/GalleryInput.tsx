import { useState } from 'react';
import type { TGalleryItemValue } from '@hookline/schema/cms';
import { ImagePickerDialog } from '../../media/ImagePickerDialog.tsx';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import type { FieldContext } from './field-input-props.ts';

/**
 * A gallery: its images (from the media library, by id) with their captions, each removable, and
 * a dialog to add one. An image that is not in the library is refused with what to do.
 */
export function GalleryInput({
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
  const add = async (url: string) => {
    setPicking(false);
    const id = await ctx.media.idOf(url);
    if (!id)
      setProblem('Gallery images come from the media library: upload the image there, then choose it.');
    else {
      setProblem(null);
      onChange([...value, { media_id: id, alt: '', caption: '' }]);
    }
  };
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
          onPick={add}
        />
      )}
    </fieldset>
  );
}
