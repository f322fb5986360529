import { useId, useState } from 'react';
import { readDomains } from '../domains.ts';
import ui from '../styles/ui.module.css';

/**
 * The domains of a site, as typed, with what will be registered said under the field while the owner
 * types (a pasted shop address loses its path and its www., and they should know why).
 */
export function DomainsField({
  defaultValue = '',
  multiline = false,
  className,
}: {
  defaultValue?: string;
  multiline?: boolean;
  className?: string;
}) {
  const id = useId();
  const hintId = useId();
  const notesId = useId();
  const [text, setText] = useState(defaultValue);
  const { domains, notes } = readDomains(text);
  const changed = notes.length > 0 && text.trim() !== domains.join(multiline ? '\n' : ', ');
  const common = {
    id,
    name: 'domains',
    defaultValue,
    'aria-describedby': `${hintId} ${notesId}`,
    onChange: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
  };
  return (
    <div className={className}>
      <label htmlFor={id}>Domains</label>
      {multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input placeholder="shop.example.com, *.example.com" {...common} />
      )}
      <p id={hintId} className={ui.muted}>
        {multiline ? 'One per line. ' : ''}Popups show only on these; <code>*.example.com</code> covers its
        sub-domains, and ports don’t matter.
      </p>
      <div id={notesId} aria-live="polite" className={ui.muted}>
        {changed && (
          <>
            <p>Will register: {domains.join(', ')}.</p>
            <ul>
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
