import type { TAdminDeliveryPage } from '@hookline/schema';
import type { ActionFunctionArgs, FetcherSubmitFunction, LoaderFunctionArgs } from 'react-router';

type FetcherSubmit = FetcherSubmitFunction;
type JsonObject = Parameters<FetcherSubmitFunction>[0] & object;
import { adminApi, type PopupSummary } from '../api/admin.ts';
import { isApiError } from '../api/client.ts';
import {
  integrationsApi,
  type IntegrationChanges,
  type IntegrationCheck,
  type IntegrationCheckInput,
  type IntegrationCreateInput,
} from '../api/integrations.ts';
import { popupsApi } from '../api/popups.ts';
import { withSession } from '../session.ts';
import { siteFieldNames } from './popup-fields.ts';

export const DELIVERY_LOG_SIZE = 10;
/** Enough popups to learn a site's custom fields from, without one request per popup of a big site. */
const POPUPS_READ_FOR_FIELDS = 20;

/** The search parameter holding the page of one integration's delivery log. */
export const logPageParam = (integrationId: string) => `log-${integrationId.slice(0, 8)}`;

/** The content of the site's first popups (A/B variants share their parent's fields); one that fails is skipped. */
async function popupContents(popups: PopupSummary[], signal: AbortSignal): Promise<unknown[]> {
  const originals = popups.filter((popup) => !popup.ab_test_parent_id).slice(0, POPUPS_READ_FOR_FIELDS);
  const answers = await Promise.all(
    originals.map((popup) =>
      popupsApi.get(popup.id, { signal }).then(
        (full) => full.content,
        () => null,
      ),
    ),
  );
  return answers.filter((content) => content !== null);
}

/**
 * The site, its integrations with a page of each one's delivery log, its popups (for the per-popup
 * opt-out) and the names of the fields those popups collect (for the field mapping).
 */
export const integrationsLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const signal = request.signal;
  const search = new URL(request.url).searchParams;
  const [site, { integrations }, popups] = await Promise.all([
    adminApi.site(clientId, { signal }),
    integrationsApi.list(clientId, { signal }),
    adminApi.popups(clientId, { signal }),
  ]);
  const [contents, logs] = await Promise.all([
    popupContents(popups, signal),
    Promise.all(
      integrations.map(async (integration) => {
        const page = Math.max(1, Math.min(100_000, Number(search.get(logPageParam(integration.id))) || 1));
        const deliveries = await integrationsApi.deliveries(
          integration.id,
          { limit: DELIVERY_LOG_SIZE, offset: (page - 1) * DELIVERY_LOG_SIZE },
          { signal },
        );
        return [integration.id, { deliveries, page }] as const;
      }),
    ),
  ]);
  return {
    site,
    integrations,
    popups,
    popupFields: siteFieldNames(contents),
    logs: Object.fromEntries(logs) as Record<string, { deliveries: TAdminDeliveryPage; page: number }>,
  };
});

/** What the page's forms and buttons post (as JSON, or a form's fields for Retry). */
export type IntegrationIntent =
  | { intent: 'check'; input: IntegrationCheckInput }
  | { intent: 'create'; input: IntegrationCreateInput; notice: string }
  | { intent: 'test'; id: string }
  | { intent: 'update'; id: string; changes: IntegrationChanges; notice: string }
  | { intent: 'remove'; id: string; notice: string }
  | { intent: 'retry'; integration: string; id: string };

export type IntegrationResult = { error: string } | { notice: string } | { check: IntegrationCheck };

async function readIntent(request: Request): Promise<IntegrationIntent> {
  if (request.headers.get('content-type')?.includes('application/json'))
    return (await request.json()) as IntegrationIntent;
  return Object.fromEntries(await request.formData()) as unknown as IntegrationIntent;
}

/** Runs what the page asked; the API's refusals come back as an error to show beside the control. */
export async function integrationsAction({
  params,
  request,
}: ActionFunctionArgs): Promise<IntegrationResult> {
  const clientId = params.clientId ?? '';
  const input = await readIntent(request);
  try {
    switch (input.intent) {
      case 'check':
        return { check: await integrationsApi.check(clientId, input.input) };
      case 'create':
        await integrationsApi.create(clientId, input.input);
        return { notice: input.notice };
      case 'test':
        return { check: await integrationsApi.test(input.id) };
      case 'update':
        await integrationsApi.update(input.id, input.changes);
        return { notice: input.notice };
      case 'remove':
        await integrationsApi.remove(input.id);
        return { notice: input.notice };
      case 'retry':
        await integrationsApi.retry(input.integration, input.id);
        return { notice: `Delivery ${input.id} will be sent again now.` };
      default:
        return { error: 'Unknown action' };
    }
  } catch (error) {
    if (isApiError(error)) return { error: error.message };
    throw error;
  }
}

/** A Test connection before saving changes nothing stored: the page's data need not be read again. */
export const integrationsShouldRevalidate = ({
  json,
  defaultShouldRevalidate,
}: {
  json?: unknown;
  defaultShouldRevalidate: boolean;
}) => ((json as { intent?: string } | undefined)?.intent === 'check' ? false : defaultShouldRevalidate);

/** Posts `intent` to the page's action as JSON, through `fetcher` (each control keeps its own answer). */
export function submitIntent(fetcher: { submit: FetcherSubmit }, intent: IntegrationIntent): void {
  // The intents are JSON already; their zod-inferred types only lack JsonValue's index signature.
  void fetcher.submit(intent as unknown as JsonObject, { method: 'post', encType: 'application/json' });
}
