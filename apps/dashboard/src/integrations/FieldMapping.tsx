import type { TProviderChoice } from '@hookline/schema';
import { useId, useState } from 'react';
import ui from '../styles/ui.module.css';
import { EMAIL_FIELD } from './popup-fields.ts';
import styles from './Integrations.module.css';

/**
 * Which provider field each popup field fills. The email is always sent as the lead's address; the
 * other fields pick one of the provider's fields (`offered`), or type one when the provider lists none
 * (a sheet without a header row). A field no popup has yet can be added by name.
 */
export function FieldMapping({
  providerLabel,
  popupFields,
  offered,
  map,
  onChange,
}: {
  providerLabel: string;
  popupFields: readonly string[];
  offered: readonly TProviderChoice[];
  map: Record<string, string>;
  onChange(map: Record<string, string>): void;
}) {
  const id = useId();
  // Fields added by hand, and those of a saved mapping that no popup collects any more.
  const [added, setAdded] = useState<string[]>(() =>
    Object.keys(map).filter((f) => !popupFields.includes(f)),
  );
  const [newField, setNewField] = useState('');
  const fields = [...popupFields, ...added.filter((field) => !popupFields.includes(field))];

  const set = (field: string, target: string) => {
    const next = { ...map };
    if (target) next[field] = target;
    else delete next[field];
    onChange(next);
  };
  const addField = () => {
    const name = newField.trim();
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(name) || name === EMAIL_FIELD || fields.includes(name)) return;
    setAdded([...added, name]);
    setNewField('');
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend>Field mapping</legend>
      <p className={ui.muted}>
        Each popup field on the left is sent to the {providerLabel} field you choose.
      </p>
      <div className={styles.mapRow}>
        <span className={styles.mapField}>
          <code>{EMAIL_FIELD}</code>
        </span>
        <span className={ui.muted}>Always sent as the contact’s email address</span>
      </div>
      {fields.map((field, index) => {
        const control = `${id}-${index}`;
        const value = map[field] ?? '';
        const choices =
          value && !offered.some((choice) => choice.id === value)
            ? [...offered, { id: value, name: value }]
            : offered;
        return (
          <div className={styles.mapRow} key={field}>
            <label htmlFor={control} className={styles.mapField}>
              <span className="visually-hidden">{providerLabel} field for </span>
              <code>{field}</code>
            </label>
            {offered.length > 0 ? (
              <select id={control} value={value} onChange={(event) => set(field, event.target.value)}>
                <option value="">Not sent</option>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name === choice.id ? choice.id : `${choice.name} (${choice.id})`}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={control}
                value={value}
                placeholder="Not sent"
                onChange={(event) => set(field, event.target.value)}
              />
            )}
          </div>
        );
      })}
      <div className={styles.addField}>
        <div>
          <label htmlFor={`${id}-new`}>Another popup field</label>
          <input
            id={`${id}-new`}
            value={newField}
            placeholder="company"
            onChange={(event) => setNewField(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addField();
            }}
          />
        </div>
        <button type="button" className={ui.secondary} onClick={addField}>
          Add field
        </button>
      </div>
    </fieldset>
  );
}
