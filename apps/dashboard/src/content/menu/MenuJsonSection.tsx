import { useState } from 'react';
import { parseMenuJson, type TMenuItem } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';

/**
 * The menu as the menu library's JSON: shown to copy to another site, or pasted to replace the
 * items. Pasted JSON that is not a valid menu goes to `onRefuse` with what is wrong.
 */
export function MenuJsonSection({
  items,
  onApply,
  onRefuse,
}: {
  items: TMenuItem[];
  onApply(items: TMenuItem[]): void;
  onRefuse(message: string): void;
}) {
  const [json, setJson] = useState('');
  const apply = () => {
    const answer = parseMenuJson(json);
    if (answer.ok) onApply(answer.items);
    else onRefuse(answer.message);
  };
  return (
    <section className={ui.panel} aria-labelledby="menu-json">
      <h2 id="menu-json">Menu JSON</h2>
      <p className={ui.muted}>
        Copy this menu to another site, or paste a menu's JSON to replace the items above.
      </p>
      <p>
        <button
          type="button"
          className={ui.secondary}
          onClick={() => setJson(JSON.stringify(items, null, 2))}
        >
          Show this menu as JSON
        </button>
      </p>
      <label className={styles.field}>
        JSON
        <textarea value={json} rows={8} onChange={(e) => setJson(e.target.value)} />
      </label>
      <p>
        <button type="button" className={ui.button} onClick={apply}>
          Apply JSON
        </button>
      </p>
    </section>
  );
}
