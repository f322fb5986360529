import { useId } from 'react';
import type { CredentialField } from './providers.ts';
import styles from './Integrations.module.css';

/**
 * One credential or setting the provider needs, with where to find it. A service account's JSON key
 * is pasted or read from its downloaded file.
 */
export function CredentialInput({
  field,
  value,
  onChange,
  label = field.label,
}: {
  field: CredentialField;
  value: string;
  onChange(value: string): void;
  label?: string;
}) {
  const id = useId();
  const common = {
    id,
    value,
    'aria-describedby': `${id}-hint`,
    autoComplete: 'off',
    spellCheck: false,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {field.multiline ? (
        <>
          <textarea {...common} rows={4} placeholder='{"type": "service_account", …}' />
          <label htmlFor={`${id}-file`} className={styles.fileLabel}>
            Or choose the key file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/json,.json"
            onChange={(event) => void event.target.files?.[0]?.text().then(onChange)}
          />
        </>
      ) : (
        <input {...common} type={field.setting ? 'text' : 'password'} />
      )}
      <p id={`${id}-hint`} className={styles.hint}>
        {field.hint}
      </p>
    </div>
  );
}
