import {
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { adminApi } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import { webhooksApi } from '../api/webhooks.ts';
import { ActionMessage } from '../components/ActionMessage.tsx';
import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { parseDomains } from '../domains.ts';
import { withSession } from '../session.ts';
import { DeliveryLogSection } from './site-settings/DeliveryLogSection.tsx';
import { SiteSection } from './site-settings/SiteSection.tsx';
import { WebhookSection } from './site-settings/WebhookSection.tsx';

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

/** `/sites/:clientId/settings`: the site's name and domains, its webhook and the delivery log. */
export function SiteSettingsPage() {
  const { site, webhook, deliveries, page } = useLoaderData<typeof siteSettingsLoader>();
  const result = useActionData<typeof siteSettingsAction>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const secret = result && 'secret' in result ? result.secret : null;

  return (
    <>
      <title>{`${site.name} · Settings · Hookline`}</title>
      <SiteCrumbs site={site} current="Settings" />
      <h1>Settings of {site.name}</h1>
      <ActionMessage result={result} />
      <SiteSection site={site} busy={busy} />
      <WebhookSection webhook={webhook} secret={secret} busy={busy} />
      <DeliveryLogSection deliveries={deliveries} page={page} pageSize={DELIVERIES_PAGE_SIZE} />
    </>
  );
}
