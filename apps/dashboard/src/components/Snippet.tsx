import { useId } from 'react';
import { CopyButton } from './CopyButton.tsx';
import styles from './Snippet.module.css';

/** The install line in a code block, with a Copy button. */
export function Snippet({ code }: { code: string }) {
  const id = useId();
  return (
    <div className={styles.snippet}>
      <p id={id} className={styles.label}>
        Install snippet: paste it into every page, before <code>&lt;/body&gt;</code>
      </p>
      <div className={styles.row}>
        <pre className={styles.code} aria-labelledby={id}>
          <code>{code}</code>
        </pre>
        <CopyButton text={code} />
      </div>
    </div>
  );
}
