import { useState } from 'react';
import type { Integration } from '../api/integrations.ts';
import ui from '../styles/ui.module.css';
import { withProvider } from './CheckResult.tsx';
import { CredentialInput } from './CredentialInput.tsx';
import type { IntegrationIntent } from './integrations-route.ts';
import { providerInfo, secretField } from './providers.ts';
import styles from './Integrations.module.css';

/**
 * A revoked key, said plainly in the danger colour, with the field for a new one: nothing is sent
 * (nor retried) until it is replaced.
 */
export function Reconnect({
  integration,
  busy,
  send,
}: {
  integration: Integration;
  busy: boolean;
  send(intent: IntegrationIntent): void;
}) {
  const info = providerInfo(integration.provider);
  const secret = secretField(integration.provider);
  const [newKey, setNewKey] = useState('');
  return (
    <div className={styles.reconnect}>
      <p className={styles.revokedText}>
        <strong>{info.label} refused this key: it was revoked or mistyped.</strong> Nothing is sent until you
        reconnect with a new one.
      </p>
      {integration.last_error && (
        <p className={ui.muted}>{withProvider(info.label, integration.last_error)}</p>
      )}
      <CredentialInput field={secret} label={`New ${secret.label}`} value={newKey} onChange={setNewKey} />
      <button
        type="button"
        className={ui.danger}
        disabled={busy || !newKey.trim()}
        onClick={() =>
          send({
            intent: 'update',
            id: integration.id,
            changes: { [secret.name]: newKey.trim() },
            notice: `${info.label} reconnected: new leads are sent again.`,
          })
        }
      >
        Reconnect
      </button>
    </div>
  );
}
