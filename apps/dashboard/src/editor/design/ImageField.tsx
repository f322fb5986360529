import { useEffect, useId, useState } from 'react';
import { IMAGE_URL_MESSAGE, isImageUrl } from '@hookline/schema/popup-look-values';
import styles from './Look.module.css';

/**
 * An image's address: an http(s) address or a `/media/` path of an uploaded image. What the owner
 * types is stored once it is a valid address (or cleared when emptied); a media library picker can
 * take this component's place with the same props.
 */
export function ImageField(props: {
  value: string | undefined;
  onChange(url: string | undefined): void;
  label: string;
}) {
  const id = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(props.value ?? '');
  useEffect(() => setDraft(props.value ?? ''), [props.value]);
  const invalid = draft !== '' && !isImageUrl(draft);
  return (
    <div className={`${styles.control} ${styles.wide}`}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        placeholder="https://… or /media/…"
        value={draft}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          const text = event.target.value.trim();
          setDraft(text);
          if (text === '') props.onChange(undefined);
          else if (isImageUrl(text)) props.onChange(text);
        }}
      />
      {invalid && (
        <p id={errorId} className={styles.error}>
          The image address {IMAGE_URL_MESSAGE}.
        </p>
      )}
    </div>
  );
}
