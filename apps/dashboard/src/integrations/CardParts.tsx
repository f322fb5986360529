import type { Integration } from '../api/integrations.ts';
import { formatDateTime } from '../format.ts';
import ui from '../styles/ui.module.css';
import type { IntegrationIntent } from './integrations-route.ts';
import { providerInfo } from './providers.ts';
import styles from './Integrations.module.css';

/* The parts of a connected integration's card: its state, its facts and its actions. */

const STATUS_WORDS: Record<Integration['status'], string> = {
  connected: 'Connected',
  failing: 'Failing',
  revoked: 'Revoked',
};

/** Where the integration sends: the list's name (from a test, or kept when it was picked), else its id; a sheet's tab. */
export function destination(integration: Integration, listNames: Map<string, string>): string | null {
  const {
    list_id: listId,
    list_name: listName,
    sheet_name: sheetName,
    spreadsheet_id: spreadsheetId,
  } = integration.settings;
  if (typeof listId === 'string')
    return listNames.get(listId) ?? (typeof listName === 'string' && listName ? listName : listId);
  if (typeof spreadsheetId === 'string') return `${String(sheetName ?? 'Sheet1')} of ${spreadsheetId}`;
  return null;
}

/** Connected, Failing (amber) or Revoked (the danger colour), and Off when turned off. */
export function StatusBadge({ integration }: { integration: Integration }) {
  const { status } = integration;
  return (
    <>
      <span className={status === 'connected' ? ui.active : `${ui.badge} ${styles[status]}`}>
        {STATUS_WORDS[status]}
      </span>
      {!integration.enabled && <span className={ui.badge}>Off</span>}
    </>
  );
}

/** The key's hint, where leads go and when one last arrived. */
export function Facts({ integration, where }: { integration: Integration; where: string | null }) {
  const info = providerInfo(integration.provider);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Key</dt>
        <dd>{integration.credential_hint}</dd>
      </div>
      {where && (
        <div>
          <dt>{info.listLabel ?? 'Sends to'}</dt>
          <dd>{where}</dd>
        </div>
      )}
      <div>
        <dt>Last delivered</dt>
        <dd>
          {integration.last_delivered_at ? formatDateTime(integration.last_delivered_at) : 'Nothing sent yet'}
        </dd>
      </div>
    </dl>
  );
}

/** Test connection, Edit mapping and popups, Turn off or on, Remove. */
export function CardActions({
  integration,
  testing,
  busy,
  editing,
  toggleEditor,
  confirmRemove,
  send,
}: {
  integration: Integration;
  testing: boolean;
  busy: boolean;
  editing: boolean;
  toggleEditor(): void;
  confirmRemove(): void;
  send(intent: IntegrationIntent): void;
}) {
  const info = providerInfo(integration.provider);
  return (
    <div className={ui.actionsRow}>
      <button
        type="button"
        className={ui.secondary}
        disabled={testing}
        onClick={() => send({ intent: 'test', id: integration.id })}
      >
        {testing ? 'Testing…' : 'Test connection'}
      </button>
      <button type="button" className={ui.secondary} aria-expanded={editing} onClick={toggleEditor}>
        Edit mapping and popups
      </button>
      <button
        type="button"
        className={ui.secondary}
        disabled={busy}
        onClick={() =>
          send({
            intent: 'update',
            id: integration.id,
            changes: { enabled: !integration.enabled },
            notice: integration.enabled
              ? `${info.label} turned off: new leads are not sent to it.`
              : `${info.label} turned on: new leads are sent to it again.`,
          })
        }
      >
        {integration.enabled ? 'Turn off' : 'Turn on'}
      </button>
      <button type="button" className={ui.secondary} onClick={confirmRemove}>
        Remove
      </button>
    </div>
  );
}
