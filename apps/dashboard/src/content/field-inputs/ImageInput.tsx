import { useState } from 'react';
import type { TImageValue } from '@hookline/schema/cms';
import { ImagePicker } from '../../media/ImagePicker.tsx';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import type { FieldContext } from './field-input-props.ts';

/**
 * An image: the library picker (stored by media id) and its alt text. An image that is not in the
 * media library is refused with what to do, as content refers to images by their library id.
 */
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
