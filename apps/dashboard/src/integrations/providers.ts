import { INTEGRATION_LABELS, type TIntegrationProvider } from '@hookline/schema';

/** A secret (or setting) the connect form asks for before Test connection. */
export interface CredentialField {
  /** Its name in the request body (`api_key`, `access_token`, `service_account`, `spreadsheet_id`). */
  name: string;
  label: string;
  hint: string;
  /** A service account's JSON key is pasted whole (or read from its file). */
  multiline?: boolean;
  /** A setting, not a secret: shown as typed, kept when the key is replaced. */
  setting?: boolean;
}

/** What the dashboard shows of a provider: its mark, what it asks for and its usual fields. */
export interface ProviderInfo {
  id: TIntegrationProvider;
  label: string;
  /** The provider's brand colour, behind a letter mark (no copied logo). */
  colour: string;
  /** The letter's colour on it. */
  ink: string;
  letter: string;
  /** One line on what a lead becomes there. */
  summary: string;
  credentials: CredentialField[];
  /** What the check's `lists` are, as the provider calls them; null when there is nothing to pick. */
  listLabel: string | null;
  /** Where the picked list is saved: `list_id`, or the Sheets tab's `sheet_name`. */
  listSetting: 'list_id' | 'sheet_name' | null;
  /** Popup field to provider field, pre-filled when the provider offers that field. */
  defaultMap: Record<string, string>;
}

export const PROVIDERS: readonly ProviderInfo[] = [
  {
    id: 'mailchimp',
    label: INTEGRATION_LABELS.mailchimp,
    colour: '#ffe01b',
    ink: '#241c15',
    letter: 'M',
    summary: 'Each lead is added to an audience, tagged with the popup’s name.',
    credentials: [
      {
        name: 'api_key',
        label: 'Mailchimp API key',
        // A non-breaking hyphen: "-us21" stays whole on a phone.
        hint: 'Account → Extras → API keys. It ends in your data centre, such as \u2011us21.',
      },
    ],
    listLabel: 'Audience',
    listSetting: 'list_id',
    defaultMap: {
      name: 'FNAME',
      first_name: 'FNAME',
      last_name: 'LNAME',
      phone: 'PHONE',
      birthday: 'BIRTHDAY',
    },
  },
  {
    id: 'klaviyo',
    label: INTEGRATION_LABELS.klaviyo,
    colour: '#1d1d1b',
    ink: '#ffffff',
    letter: 'K',
    summary: 'Each lead becomes a profile subscribed to a list.',
    credentials: [
      {
        name: 'api_key',
        label: 'Klaviyo private API key',
        hint: 'Settings → API keys → Create private API key, with Lists and Profiles write access.',
      },
    ],
    listLabel: 'List',
    listSetting: 'list_id',
    defaultMap: {
      name: 'first_name',
      first_name: 'first_name',
      last_name: 'last_name',
      phone: 'phone_number',
    },
  },
  {
    id: 'hubspot',
    label: INTEGRATION_LABELS.hubspot,
    colour: '#c2410c',
    ink: '#ffffff',
    letter: 'H',
    summary: 'Each lead creates or updates a contact, found by email.',
    credentials: [
      {
        name: 'access_token',
        label: 'HubSpot private app token',
        hint: 'Settings → Integrations → Private apps, with the crm.objects.contacts write scope.',
      },
    ],
    listLabel: null,
    listSetting: null,
    defaultMap: { name: 'firstname', first_name: 'firstname', last_name: 'lastname', phone: 'phone' },
  },
  {
    id: 'google_sheets',
    label: INTEGRATION_LABELS.google_sheets,
    colour: '#137333',
    ink: '#ffffff',
    letter: 'S',
    summary: 'Each lead is appended as a row of a spreadsheet.',
    credentials: [
      {
        name: 'service_account',
        label: 'Service account JSON key',
        hint: 'Paste the key file you downloaded from Google Cloud, or choose the file. Share the sheet with its client_email.',
        multiline: true,
      },
      {
        name: 'spreadsheet_id',
        label: 'Spreadsheet id',
        hint: 'The long part of the sheet’s address, between /d/ and /edit.',
        setting: true,
      },
    ],
    listLabel: 'Tab',
    listSetting: 'sheet_name',
    defaultMap: { name: 'Name', phone: 'Phone' },
  },
];

export function providerInfo(id: TIntegrationProvider): ProviderInfo {
  return PROVIDERS.find((provider) => provider.id === id) ?? PROVIDERS[0]!;
}

/** The secret credential's body name of a provider (what Reconnect replaces). */
export const secretField = (id: TIntegrationProvider): CredentialField =>
  providerInfo(id).credentials.find((field) => !field.setting)!;
