import type { TIntegrationProvider } from '@hookline/schema';
import type { IntegrationCheckInput, IntegrationCreateInput } from '../api/integrations.ts';
import { providerInfo } from './providers.ts';

/** What the owner chose in the connect form. */
export interface ConnectChoices {
  /** The credentials and settings typed, by their body name. */
  values: Record<string, string>;
  /** The list (Mailchimp audience, Klaviyo list) or Sheets tab picked; '' before. */
  list: string;
  doubleOptIn: boolean;
  map: Record<string, string>;
  excluded: string[];
}

/** The Test connection body: the credentials typed, and the list picked (its fields depend on it). */
export function checkInput(provider: TIntegrationProvider, values: Record<string, string>, list: string) {
  const listSetting = providerInfo(provider).listSetting;
  return {
    provider,
    ...values,
    ...(listSetting && list ? { [listSetting]: list } : {}),
  } as IntegrationCheckInput;
}

/** The `POST …/integrations` body: the server checks every part, so this only puts them together. */
export function createInput(
  provider: TIntegrationProvider,
  choices: ConnectChoices,
  listName?: string,
): IntegrationCreateInput {
  // The list's name is kept so that the card can say where leads go without asking the provider.
  const named = listName ? { list_name: listName } : {};
  const settings =
    provider === 'mailchimp'
      ? { list_id: choices.list, ...named, double_opt_in: choices.doubleOptIn }
      : provider === 'klaviyo'
        ? { list_id: choices.list, ...named }
        : provider === 'google_sheets'
          ? { sheet_name: choices.list || 'Sheet1' }
          : {};
  return {
    provider,
    ...choices.values,
    ...settings,
    field_map: choices.map,
    excluded_popups: choices.excluded,
    enabled: true,
  } as IntegrationCreateInput;
}
