import { useId } from 'react';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { webhooksApi, type Delivery } from '../api/webhooks.ts';
import { CopyButton } from '../components/CopyButton.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { DomainsField } from '../components/DomainsField.tsx';
import { parseDomains } from '../domains.ts';
import { formatDateTime } from '../format.ts';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import styles from './SiteSettingsPage.module.css';
import { ActionMessage } from '../components/ActionMessage.tsx';
import { SiteCrumbs } from '../components/SiteCrumbs.tsx';

export const DELIVERIES_PAGE_SIZE = 20;

export const siteSettingsLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const signal = request.signal;
  const page = Math.max(1, Math.min(100_000, Number(new URL(request.url).searchParams.get('page')) || 1));
  const [site, { webhook }, deliveries] = await Promise.all([
    adminApi.site(clientId, { signal }),
    webhooksApi.get(clientId, { signal }),
    webhooksApi.deliveries(
      clientId,
      { limit: DELIVERIES_PAGE_SIZE, offset: (page - 1) * DELIVERIES_PAGE_SIZE },
      { signal },
    ),
  ]);
  return { site, webhook, deliveries, page };
});

type Result = { error: string } | { notice: string; secret?: string | null };

/** The settings page's forms, each posted with an `intent`. */
export async function siteSettingsAction({ params, request }: ActionFunctionArgs): Promise<Result> {
  const clientId = params.clientId ?? '';
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  try {
    switch (form.get('intent')) {
      case 'site':
        await adminApi.updateSite(clientId, {
          name: text('name'),
          domains: parseDomains(text('domains')),
          time_zone: text('time_zone'),
        });
        return { notice: 'Site saved. Popups follow the new domains and time zone within a second.' };
      case 'webhook-save': {
        const { secret } = await webhooksApi.save(clientId, {
          url: text('url'),
          enabled: form.get('enabled') === 'on',
        });
        return { notice: 'Webhook saved.', secret };
      }
      case 'webhook-secret':
        return {
          notice: 'New secret made. The old one no longer signs deliveries.',
          secret: (await webhooksApi.newSecret(clientId)).secret,
        };
      case 'webhook-test':
        await webhooksApi.test(clientId);
        return { notice: 'Test event queued: it appears in the delivery log below.' };
      case 'webhook-delete':
        await webhooksApi.remove(clientId);
        return { notice: 'Webhook removed. No more conversions are sent.' };
      case 'retry':
        await webhooksApi.retry(clientId, text('id'));
        return { notice: `Delivery ${text('id')} will be sent again now.` };
      default:
        return { error: 'Unknown action' };
    }
  } catch (error) {
    if (isApiError(error)) return { error: error.message };
    throw error;
  }
}

/** The zones the browser knows, offered as suggestions; the server checks what is typed. */
const TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone')];

const STATUS_WORDS: Record<Delivery['status'], string> = {
  pending: 'Waiting to retry',
  delivered: 'Delivered',
  failed: 'Gave up',
};

/** `/sites/:clientId/settings`: the site's name and domains, its webhook and the delivery log. */
export function SiteSettingsPage() {
  const { site, webhook, deliveries, page } = useLoaderData<typeof siteSettingsLoader>();
  const result = useActionData<typeof siteSettingsAction>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const ids = { name: useId(), zone: useId(), zoneHint: useId(), url: useId(), enabled: useId() };
  const secret = result && 'secret' in result ? result.secret : null;

  return (
    <>
      <title>{`${site.name} · Settings · Hookline`}</title>
      <SiteCrumbs site={site} current="Settings" />
      <h1>Settings of {site.name}</h1>
      <ActionMessage result={result} />

      <section className={ui.panel} aria-labelledby="site-title">
        <h2 id="site-title">Site</h2>
        <Form method="post" key={`${site.name}|${site.domains.join(',')}|${site.time_zone}`}>
          <input type="hidden" name="intent" value="site" />
          <div className={styles.field}>
            <label htmlFor={ids.name}>Name</label>
            <input id={ids.name} name="name" defaultValue={site.name} maxLength={80} required />
          </div>
          <DomainsField className={styles.field} multiline defaultValue={site.domains.join('\n')} />
          <div className={styles.field}>
            <label htmlFor={ids.zone}>Time zone</label>
            <input
              id={ids.zone}
              name="time_zone"
              defaultValue={site.time_zone}
              list={`${ids.zone}-zones`}
              maxLength={64}
              required
              aria-describedby={ids.zoneHint}
            />
            <datalist id={`${ids.zone}-zones`}>
              {TIME_ZONES.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
            <p id={ids.zoneHint} className={ui.muted}>
              For example Europe/London. Popup schedules in the site’s time follow this clock.
            </p>
          </div>
          <button type="submit" className={ui.button} disabled={busy}>
            Save site
          </button>
        </Form>
      </section>

      <section className={ui.panel} aria-labelledby="webhook-title">
        <h2 id="webhook-title">Webhook</h2>
        <p className={ui.muted}>
          Each new lead is sent as JSON to this address, signed with your secret (header{' '}
          <code>X-Hookline-Signature</code>). Failed deliveries are retried with growing delays for about 14
          hours. <Link to="/docs/webhooks#checking-the-signature">How to check the signature</Link>.
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
        <Form method="post" key={webhook ? `${webhook.url}|${webhook.enabled}` : 'none'}>
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
            <input
              id={ids.enabled}
              name="enabled"
              type="checkbox"
              defaultChecked={webhook?.enabled ?? true}
            />
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
                  {intent === 'webhook-test'
                    ? 'Send a test'
                    : intent === 'webhook-secret'
                      ? 'Make a new secret'
                      : 'Remove webhook'}
                </button>
              </Form>
            ))}
          </div>
        )}
      </section>

      <section className={ui.panel} aria-labelledby="deliveries-title">
        <h2 id="deliveries-title">Delivery log</h2>
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Webhook deliveries">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col" className={ui.number}>
                  Attempts
                </th>
                <th scope="col">Last answer</th>
                <th scope="col">Next attempt</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.rows.length === 0 ? (
                <tr>
                  <td colSpan={7} className={ui.empty}>
                    No deliveries yet.
                  </td>
                </tr>
              ) : (
                deliveries.rows.map((delivery) => (
                  <tr key={delivery.id}>
                    <td>{formatDateTime(delivery.created_at)}</td>
                    <td>
                      <code>{delivery.event}</code>
                      {delivery.conversion_id && (
                        <div className={ui.muted}>lead {delivery.conversion_id}</div>
                      )}
                    </td>
                    <td>
                      <span className={delivery.status === 'delivered' ? ui.active : ui.badge}>
                        {STATUS_WORDS[delivery.status]}
                      </span>
                    </td>
                    <td className={ui.number}>{delivery.attempts}</td>
                    <td>
                      {delivery.last_status_code !== null ? `HTTP ${delivery.last_status_code}` : ''}
                      {delivery.last_error && <div className={ui.muted}>{delivery.last_error}</div>}
                      {delivery.attempts === 0 && <span className={ui.muted}>Not tried yet</span>}
                    </td>
                    <td>{delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : '–'}</td>
                    <td>
                      {delivery.status !== 'pending' && (
                        <Form method="post">
                          <input type="hidden" name="intent" value="retry" />
                          <input type="hidden" name="id" value={delivery.id} />
                          <button
                            type="submit"
                            className={ui.linkButton}
                            aria-label={`Send delivery ${delivery.id} again`}
                          >
                            Send again
                          </button>
                        </Form>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <Pagination page={page} pageSize={DELIVERIES_PAGE_SIZE} total={deliveries.total} label="Deliveries" />
      </section>
    </>
  );
}
