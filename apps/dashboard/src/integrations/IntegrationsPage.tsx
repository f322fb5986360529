import type { TIntegrationProvider } from '@hookline/schema';
import { useCallback, useState } from 'react';
import { useActionData, useFetcher, useLoaderData } from 'react-router';
import { ActionMessage } from '../components/ActionMessage.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import ui from '../styles/ui.module.css';
import { ConnectForm } from './ConnectForm.tsx';
import { IntegrationCard, REMOVE_FETCHER } from './IntegrationCard.tsx';
import type { integrationsAction, integrationsLoader, IntegrationResult } from './integrations-route.ts';
import { ProviderCards } from './ProviderCards.tsx';
import { PROVIDERS } from './providers.ts';

export {
  integrationsAction,
  integrationsLoader,
  integrationsShouldRevalidate,
} from './integrations-route.ts';

/**
 * `/sites/:clientId/integrations`: where each new lead is sent besides the lead list (Mailchimp,
 * Klaviyo, HubSpot, Google Sheets). Connected tools first, each with its delivery log, then the
 * tools left to connect; with none connected, the four as an empty state.
 */
export function IntegrationsPage() {
  const { site, integrations, popups, popupFields, logs } = useLoaderData<typeof integrationsLoader>();
  const retried = useActionData<typeof integrationsAction>();
  const removed = useFetcher<IntegrationResult>({ key: REMOVE_FETCHER }).data;
  const [connecting, setConnecting] = useState<TIntegrationProvider | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const saved = useCallback((text: string) => {
    setConnecting(null);
    setNotice(text);
  }, []);
  const connect = (provider: TIntegrationProvider) => {
    setNotice(null);
    setConnecting(provider);
  };

  const connected = new Set(integrations.map((integration) => integration.provider));
  const left = PROVIDERS.map((provider) => provider.id).filter((id) => !connected.has(id));
  const message = notice
    ? { notice }
    : removed && !('check' in removed)
      ? removed
      : retried && !('check' in retried)
        ? retried
        : undefined;

  return (
    <>
      <title>{`${site.name} · Integrations · Hookline`}</title>
      <SiteCrumbs site={site} current="Integrations" />
      <h1>Integrations of {site.name}</h1>
      <p className={ui.muted}>
        Each new lead is also sent to the tools you connect, once it is saved. A failed send is retried with
        growing delays, and every send is listed in the tool’s delivery log.
      </p>
      <ActionMessage result={message} />
      {integrations.map((integration) => (
        <IntegrationCard
          key={integration.id}
          integration={integration}
          log={logs[integration.id]}
          popups={popups}
          popupFields={popupFields}
        />
      ))}
      {connecting ? (
        <ConnectForm
          key={connecting}
          provider={connecting}
          popups={popups}
          popupFields={popupFields}
          onCancel={() => setConnecting(null)}
          onSaved={saved}
        />
      ) : integrations.length === 0 ? (
        <section className={ui.panel} aria-label="Connect a tool">
          <EmptyState title="No integrations yet" action={<ProviderCards onConnect={connect} />}>
            Send each new lead straight to the email or CRM tool you already use, or to a spreadsheet.
          </EmptyState>
        </section>
      ) : (
        left.length > 0 && (
          <section className={ui.panel} aria-labelledby="connect-more">
            <h2 id="connect-more">Connect another tool</h2>
            <ProviderCards providers={left} onConnect={connect} />
          </section>
        )
      )}
    </>
  );
}
