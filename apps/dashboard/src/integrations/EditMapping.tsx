import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { PopupSummary } from '../api/admin.ts';
import type { Integration } from '../api/integrations.ts';
import ui from '../styles/ui.module.css';
import { FieldMapping } from './FieldMapping.tsx';
import { submitIntent, type IntegrationResult } from './integrations-route.ts';
import { PopupOptOut } from './PopupOptOut.tsx';
import { providerInfo } from './providers.ts';
import styles from './Integrations.module.css';

/**
 * A saved integration's field mapping and popups, changed in place. The provider's fields are read
 * with a Test connection when it opens; until they are in (or if the key no longer works) each field
 * is typed.
 */
export function EditMapping({
  integration,
  popups,
  popupFields,
  onDone,
}: {
  integration: Integration;
  popups: readonly PopupSummary[];
  popupFields: readonly string[];
  /** Closes the editor, with what was saved if it was. */
  onDone(notice?: string): void;
}) {
  const info = providerInfo(integration.provider);
  const titleId = useId();
  const fields = useFetcher<IntegrationResult>();
  const saver = useFetcher<IntegrationResult>();
  const [map, setMap] = useState(integration.field_map);
  const [excluded, setExcluded] = useState(integration.excluded_popups);

  useEffect(() => {
    submitIntent(fields, { intent: 'test', id: integration.id });
    // Once, when the editor opens.
  }, [integration.id]);
  useEffect(() => {
    if (saver.data && 'notice' in saver.data) onDone(saver.data.notice);
  }, [saver.data, onDone]);

  const offered =
    fields.data && 'check' in fields.data && fields.data.check.ok ? fields.data.check.fields : [];
  const saveError = saver.data && 'error' in saver.data ? saver.data.error : null;
  const save = () =>
    submitIntent(saver, {
      intent: 'update',
      id: integration.id,
      changes: { field_map: map, excluded_popups: excluded },
      notice: `${info.label}’s mapping saved.`,
    });

  return (
    <div className={styles.editor} role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>Mapping and popups</h3>
      {fields.state !== 'idle' && <p className={ui.muted}>Reading {info.label}’s fields…</p>}
      <FieldMapping
        // Drawn again with selects once the provider's fields are in.
        key={offered.length}
        providerLabel={info.label}
        popupFields={popupFields}
        offered={offered}
        map={map}
        onChange={setMap}
      />
      <PopupOptOut popups={popups} excluded={excluded} onChange={setExcluded} />
      {saveError && (
        <p role="alert" className={ui.alert}>
          {saveError}
        </p>
      )}
      <div className={ui.actionsRow}>
        <button type="button" className={ui.button} disabled={saver.state !== 'idle'} onClick={save}>
          Save mapping
        </button>
        <button type="button" className={ui.secondary} onClick={() => onDone()}>
          Cancel
        </button>
      </div>
    </div>
  );
}
