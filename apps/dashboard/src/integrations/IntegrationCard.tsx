import type { TAdminDeliveryPage } from '@hookline/schema';
import { useCallback, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { PopupSummary } from '../api/admin.ts';
import type { Integration } from '../api/integrations.ts';
import ui from '../styles/ui.module.css';
import { CheckResult, withProvider } from './CheckResult.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { EditMapping } from './EditMapping.tsx';
import { submitIntent, type IntegrationIntent, type IntegrationResult } from './integrations-route.ts';
import { CardActions, destination, Facts, StatusBadge } from './CardParts.tsx';
import { ProviderMark } from './ProviderMark.tsx';
import { providerInfo } from './providers.ts';
import { Reconnect } from './Reconnect.tsx';
import { RemoveDialog } from './RemoveDialog.tsx';
import styles from './Integrations.module.css';

/** The fetcher of Remove, read by the page for its notice (the card is gone once removed). */
export const REMOVE_FETCHER = 'integration-remove';

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
