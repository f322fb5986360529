import type { TAdminDeliveryPage } from '@hookline/schema';
import { useCallback, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { PopupSummary } from '../api/admin.ts';
import type { Integration } from '../api/integrations.ts';
import { formatDateTime } from '../format.ts';
import ui from '../styles/ui.module.css';
import { CheckResult, withProvider } from './CheckResult.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { EditMapping } from './EditMapping.tsx';
import { submitIntent, type IntegrationIntent, type IntegrationResult } from './integrations-route.ts';
import { ProviderMark } from './ProviderMark.tsx';
import { providerInfo } from './providers.ts';
import { Reconnect } from './Reconnect.tsx';
import { RemoveDialog } from './RemoveDialog.tsx';
import styles from './Integrations.module.css';

/** The fetcher of Remove, read by the page for its notice (the card is gone once removed). */
export const REMOVE_FETCHER = 'integration-remove';

const STATUS_WORDS: Record<Integration['status'], string> = {
  connected: 'Connected',
  failing: 'Failing',
  revoked: 'Revoked',
};

/** Where the integration sends: the list's name once a test named it, else its id; a sheet's tab. */
function destination(integration: Integration, listNames: Map<string, string>): string | null {
  const { list_id: listId, sheet_name: sheetName, spreadsheet_id: spreadsheetId } = integration.settings;
  if (typeof listId === 'string') return listNames.get(listId) ?? listId;
  if (typeof spreadsheetId === 'string') return `${String(sheetName ?? 'Sheet1')} of ${spreadsheetId}`;
  return null;
}

function StatusBadge({ integration }: { integration: Integration }) {
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
function Facts({ integration, where }: { integration: Integration; where: string | null }) {
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
function CardActions({
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

/**
 * A connected provider: its state (a revoked key in the danger colour, with a field to reconnect),
 * where leads go, when one last arrived, and its actions: Test connection, Edit mapping and popups,
 * Turn off or on, Remove (asked first). Its delivery log follows.
 */
export function IntegrationCard({
  integration,
  log,
  popups,
  popupFields,
}: {
  integration: Integration;
  log: { deliveries: TAdminDeliveryPage; page: number } | undefined;
  popups: readonly PopupSummary[];
  popupFields: readonly string[];
}) {
  const info = providerInfo(integration.provider);
  const titleId = useId();
  const tester = useFetcher<IntegrationResult>();
  const changer = useFetcher<IntegrationResult>();
  const remover = useFetcher<IntegrationResult>({ key: REMOVE_FETCHER });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [editNotice, setEditNotice] = useState<string | null>(null);
  const closeEditor = useCallback((notice?: string) => {
    setEditing(false);
    setEditNotice(notice ?? null);
  }, []);

  const send = (intent: IntegrationIntent) => {
    setEditNotice(null);
    submitIntent(intent.intent === 'test' ? tester : intent.intent === 'remove' ? remover : changer, intent);
  };
  const check = tester.data && 'check' in tester.data ? tester.data.check : null;
  const where = destination(integration, new Map((check?.lists ?? []).map((list) => [list.id, list.name])));
  const busy = changer.state !== 'idle';
  const errors = [tester.data, changer.data].flatMap((data) => (data && 'error' in data ? [data.error] : []));
  const notice = editNotice ?? (changer.data && 'notice' in changer.data ? changer.data.notice : null);

  return (
    <section
      className={`${ui.panel} ${integration.status === 'revoked' ? styles.revokedPanel : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.cardHead}>
        <ProviderMark provider={integration.provider} />
        <h2 id={titleId}>{info.label}</h2>
        <StatusBadge integration={integration} />
      </div>
      <Facts integration={integration} where={where} />
      {integration.status === 'revoked' && <Reconnect integration={integration} busy={busy} send={send} />}
      {integration.status === 'failing' && integration.last_error && (
        <p className={ui.alert}>
          The last send failed and will be retried. {withProvider(info.label, integration.last_error)}
        </p>
      )}
      <CardActions
        integration={integration}
        testing={tester.state !== 'idle'}
        busy={busy}
        editing={editing}
        toggleEditor={() => setEditing(!editing)}
        confirmRemove={() => setConfirming(true)}
        send={send}
      />
      <div className={styles.answer} aria-live="polite">
        {errors.map((error) => (
          <p key={error} role="alert" className={ui.alert}>
            {error}
          </p>
        ))}
        {check && <CheckResult providerLabel={info.label} check={check} />}
        {notice && (
          <p role="status" className={ui.success}>
            {notice}
          </p>
        )}
      </div>
      {editing && (
        <EditMapping
          integration={integration}
          popups={popups}
          popupFields={popupFields}
          onDone={closeEditor}
        />
      )}
      {log && <DeliveryLog integration={integration} deliveries={log.deliveries} page={log.page} />}
      {confirming && (
        <RemoveDialog
          providerLabel={info.label}
          cancel={() => setConfirming(false)}
          remove={() => {
            setConfirming(false);
            send({
              intent: 'remove',
              id: integration.id,
              notice: `${info.label} removed: new leads are no longer sent to it.`,
            });
          }}
        />
      )}
    </section>
  );
}
