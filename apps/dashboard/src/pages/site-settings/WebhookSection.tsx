import { useId } from 'react';
import { Form, Link } from 'react-router';
import type { Webhook } from '../../api/webhooks.ts';
import { CopyButton } from '../../components/CopyButton.tsx';
import ui from '../../styles/ui.module.css';
import styles from '../SiteSettingsPage.module.css';

const ACTION_WORDS = {
  'webhook-test': 'Send a test',
  'webhook-secret': 'Make a new secret',
  'webhook-delete': 'Remove webhook',
} as const;

/**
 * The site's webhook: its address and whether it sends, a test, a new signing secret (shown once,
 * right after it is made) and removing it.
 */
export function WebhookSection({
  webhook,
  secret,
  busy,
}: {
  webhook: Webhook | null;
  /** A signing secret just made, to copy now; null otherwise. */
  secret: string | null | undefined;
  busy: boolean;
}) {
  const ids = { url: useId(), enabled: useId() };
  return (
    <section className={ui.panel} aria-labelledby="webhook-title">
      <h2 id="webhook-title">Webhook</h2>
      <p className={ui.muted}>
        Each new lead is sent as JSON to this address, signed with your secret (header{' '}
        <code>X-Hookline-Signature</code>). Failed deliveries are retried with growing delays for about 14
        hours. <Link to="/docs/webhooks#checking-the-signature">How to check the signature</Link>.
      </p>
      <p className={ui.muted}>
        Using Mailchimp, Klaviyo, HubSpot or Google Sheets?{' '}
        <Link to="../integrations" relative="path">
          Connect them
        </Link>{' '}
        without writing a receiver.
      </p>
      {secret && (
        <div className={styles.secret} role="status">
          <p>
            <strong>Your signing secret.</strong> Copy it now: it is not shown again.
          </p>
          <div className={styles.secretRow}>
            <code>{secret}</code>
            <CopyButton text={secret} />
          </div>
        </div>
      )}
      <Form method="post" id="webhook-form" key={webhook ? `${webhook.url}|${webhook.enabled}` : 'none'}>
        <input type="hidden" name="intent" value="webhook-save" />
        <div className={styles.field}>
          <label htmlFor={ids.url}>Webhook URL</label>
          <input
            id={ids.url}
            name="url"
            type="url"
            defaultValue={webhook?.url ?? ''}
            placeholder="https://example.com/hooks/hookline"
            required
          />
        </div>
        <div className={styles.check}>
          <input id={ids.enabled} name="enabled" type="checkbox" defaultChecked={webhook?.enabled ?? true} />
          <label htmlFor={ids.enabled}>Send conversions to this URL</label>
        </div>
        <button type="submit" className={ui.button} disabled={busy}>
          {webhook ? 'Save webhook' : 'Add webhook'}
        </button>
      </Form>
      {webhook && (
        <div className={styles.webhookActions}>
          <span className={ui.muted}>Secret ending in {webhook.secret_hint}</span>
          {(['webhook-test', 'webhook-secret', 'webhook-delete'] as const).map((intent) => (
            <Form method="post" key={intent}>
              <input type="hidden" name="intent" value={intent} />
              <button type="submit" className={ui.secondary} disabled={busy}>
                {ACTION_WORDS[intent]}
              </button>
            </Form>
          ))}
        </div>
      )}
    </section>
  );
}
