import { createContext, useContext } from 'react';
import type { TField } from '@hookline/schema';
import ui from '../../styles/ui.module.css';
import styles from '../Editor.module.css';
import { FieldTable } from '../fields/FieldTable.tsx';
import { move, newField, removeAt, replaceAt } from './blocks.ts';
import { FIELD_SETTINGS } from './field-settings.ts';

/** Every field name the content uses: a new field gets a name none of them has. */
export const TakenFieldNames = createContext<readonly string[]>([]);

/** The fields of a form block: each a card to reorder, remove and set up, and a button to add one. */
export function FieldsEditor({
  fields,
  onChange,
}: {
  fields: TField[];
  onChange(fields: TField[], key?: string): void;
}) {
  const taken = useContext(TakenFieldNames);
  const set = (index: number, field: TField, key?: string) =>
    onChange(replaceAt(fields, index, field), key && `field${index}.${key}`);
  return (
    <>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className={styles.card}
          role="group"
          aria-label={`Field ${index + 1}: ${field.name}`}
        >
          <div className={styles.cardHeader}>
            <h4>
              Field {index + 1}: <code>{field.name}</code>
            </h4>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Move field ${field.name} up`}
              disabled={index === 0}
              onClick={() => onChange(move(fields, index, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Move field ${field.name} down`}
              disabled={index === fields.length - 1}
              onClick={() => onChange(move(fields, index, 1))}
            >
              ↓
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Remove field ${field.name}`}
              onClick={() => onChange(removeAt(fields, index))}
            >
              ✕
            </button>
          </div>
          <FieldTable
            fields={FIELD_SETTINGS}
            value={field}
            edit={(key, update) => set(index, update(field), key)}
          />
        </div>
      ))}
      <button
        type="button"
        className={ui.secondary}
        onClick={() => onChange([...fields, newField('name', taken)])}
      >
        Add a field
      </button>
    </>
  );
}
