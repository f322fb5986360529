import { z } from 'zod';
import { ZPopupId } from '../ids.ts';

/**
 * Wire shapes of a site's integrations (issue 28): where each new lead is sent besides the lead
 * list, through the same durable delivery log as webhooks. `GET|POST /api/admin/sites/:clientId/
 * integrations`, `PUT|DELETE /api/admin/integrations/:id`. A request's body is flat:
 * `{provider, ...credentials, ...settings}`; credentials are never answered, only their hint.
 */

export const INTEGRATION_PROVIDERS = ['mailchimp', 'klaviyo', 'hubspot', 'google_sheets'] as const;
export const ZIntegrationProvider = z.enum(INTEGRATION_PROVIDERS);
export type TIntegrationProvider = z.infer<typeof ZIntegrationProvider>;

/** The provider's name as owners know it. */
export const INTEGRATION_LABELS: Record<TIntegrationProvider, string> = {
  mailchimp: 'Mailchimp',
  klaviyo: 'Klaviyo',
  hubspot: 'HubSpot',
  google_sheets: 'Google Sheets',
};

const secret = (what: string) => z.string().trim().min(8, `${what} is too short`).max(4000);

/** Mailchimp's API keys end in their data centre: `…-us21`. */
export const ZMailchimpApiKey = z
  .string()
  .trim()
  .regex(
    /^[0-9a-f]{8,64}-[a-z]{2,4}\d{1,3}$/i,
    'must be a Mailchimp API key, ending in its data centre (…-us21)',
  );

/**
 * A Google service account's key, as downloaded (its JSON file's text, or that JSON as an object):
 * only `client_email` and `private_key` are used.
 */
export const ZGoogleServiceAccount = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.looseObject({
    client_email: z.email('needs the key file’s client_email'),
    private_key: z
      .string()
      .includes('PRIVATE KEY', { message: 'needs the key file’s private_key' })
      .max(8000),
  }),
);

/** Each provider's secret parts: stored encrypted, never answered. */
export const ZIntegrationCredentials = {
  mailchimp: z.strictObject({ api_key: ZMailchimpApiKey }),
  klaviyo: z.strictObject({ api_key: secret('The private API key') }),
  hubspot: z.strictObject({ access_token: secret('The private app token') }),
  google_sheets: z.strictObject({ service_account: ZGoogleServiceAccount }),
} as const;

const listId = z.string().trim().min(1, 'choose a list').max(100);
/** The list's name as the provider gave it when it was picked: shown on the card, never sent. */
const listName = z.string().trim().max(200).optional();

/** Each provider's settings: stored as they are, answered to the owner. */
export const ZIntegrationSettings = {
  mailchimp: z.strictObject({
    list_id: listId,
    list_name: listName,
    /** New members get Mailchimp's confirmation email first (`status_if_new: pending`). */
    double_opt_in: z.boolean().default(false),
  }),
  klaviyo: z.strictObject({ list_id: listId, list_name: listName }),
  hubspot: z.strictObject({}),
  google_sheets: z.strictObject({
    spreadsheet_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be the spreadsheet’s id, from its address'),
    /** The tab rows are appended to. */
    sheet_name: z.string().trim().min(1).max(100).default('Sheet1'),
  }),
} as const;

/** A popup field's name (`email`, `name`, `phone`, a custom field's name) to the provider's field. */
export const ZFieldMap = z
  .record(
    z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a popup field’s name'),
    z.string().trim().min(1).max(100),
  )
  .refine((map) => Object.keys(map).length <= 50, 'maps at most 50 fields');
export type TFieldMap = z.infer<typeof ZFieldMap>;

/** What every integration has besides its provider's credentials and settings. */
const common = {
  enabled: z.boolean().default(true),
  field_map: ZFieldMap.default({}),
  /** Popups whose leads this integration does not receive (their public ids). */
  excluded_popups: z.array(ZPopupId).max(500).default([]),
};

const create = <P extends TIntegrationProvider>(provider: P) =>
  z.strictObject({
    provider: z.literal(provider),
    ...ZIntegrationCredentials[provider].shape,
    ...ZIntegrationSettings[provider].shape,
    ...common,
  });

/** `POST /api/admin/sites/:clientId/integrations`. */
export const ZIntegrationCreateRequest = z.discriminatedUnion('provider', [
  create('mailchimp'),
  create('klaviyo'),
  create('hubspot'),
  create('google_sheets'),
]);
export type TIntegrationCreateRequest = z.infer<typeof ZIntegrationCreateRequest>;
export type TIntegrationCreateRequestInput = z.input<typeof ZIntegrationCreateRequest>;

/**
 * `PUT /api/admin/integrations/:id`: any part may be left out and keeps its stored value; new
 * credentials replace the stored ones whole (and lift a "revoked" status). The provider cannot change.
 */
export const ZIntegrationUpdateRequest = z.strictObject({
  enabled: z.boolean().optional(),
  field_map: ZFieldMap.optional(),
  excluded_popups: z.array(ZPopupId).max(500).optional(),
  api_key: z.string().trim().max(4000).optional(),
  access_token: z.string().trim().max(4000).optional(),
  service_account: z.unknown().optional(),
  list_id: listId.optional(),
  list_name: listName,
  double_opt_in: z.boolean().optional(),
  spreadsheet_id: z.string().trim().max(100).optional(),
  sheet_name: z.string().trim().min(1).max(100).optional(),
});
export type TIntegrationUpdateRequest = z.infer<typeof ZIntegrationUpdateRequest>;

/**
 * `POST /api/admin/sites/:clientId/integrations/check`: Test connection before saving, with the
 * credentials typed (settings may be left out: the answer lists what to choose from).
 */
export const ZIntegrationCheckRequest = z.discriminatedUnion('provider', [
  z.strictObject({
    provider: z.literal('mailchimp'),
    ...ZIntegrationCredentials.mailchimp.shape,
    list_id: listId.optional(),
  }),
  z.strictObject({
    provider: z.literal('klaviyo'),
    ...ZIntegrationCredentials.klaviyo.shape,
    list_id: listId.optional(),
  }),
  z.strictObject({ provider: z.literal('hubspot'), ...ZIntegrationCredentials.hubspot.shape }),
  z.strictObject({
    provider: z.literal('google_sheets'),
    ...ZIntegrationCredentials.google_sheets.shape,
    spreadsheet_id: z.string().trim().max(100).optional(),
    sheet_name: z.string().trim().max(100).optional(),
  }),
]);
export type TIntegrationCheckRequest = z.infer<typeof ZIntegrationCheckRequest>;

/** A list (Mailchimp audience, Klaviyo list) or a field the provider offers. */
export const ZProviderChoice = z.object({ id: z.string(), name: z.string() });
export type TProviderChoice = z.infer<typeof ZProviderChoice>;

/** The answer of a connection check (`…/integrations/check`, `POST /api/admin/integrations/:id/test`). */
export const ZIntegrationCheckResponse = z.object({
  ok: z.boolean(),
  /** The provider's own words when it refused, else null. */
  error: z.string().nullable(),
  /** The key or token was refused as invalid or revoked (401): it will not work until replaced. */
  revoked: z.boolean(),
  /** Whose account it is, as the provider names it ("Hookline demo shop", a sheet's title). */
  account: z.string().nullable(),
  /** Lists to send leads to (Mailchimp, Klaviyo); empty for the others. */
  lists: z.array(ZProviderChoice),
  /** Fields popup fields can be mapped to (Mailchimp's merge fields of the list, HubSpot's properties…). */
  fields: z.array(ZProviderChoice),
});
export type TIntegrationCheckResponse = z.infer<typeof ZIntegrationCheckResponse>;

export const ZAdminIntegration = z.object({
  id: z.uuid(),
  client_id: z.string(),
  provider: ZIntegrationProvider,
  enabled: z.boolean(),
  /**
   * `connected` (working, or not used yet), `failing` (the last send failed and will be retried),
   * `revoked` (the provider refused the key: nothing is sent until it is replaced).
   */
  status: z.enum(['connected', 'failing', 'revoked']),
  /** The credential's last four characters ("…a1b2"), or the service account's email. */
  credential_hint: z.string(),
  /** The provider's settings as stored (list_id, double_opt_in, spreadsheet_id, sheet_name). */
  settings: z.record(z.string(), z.union([z.string(), z.boolean()])),
  field_map: z.record(z.string(), z.string()),
  excluded_popups: z.array(z.string()),
  last_error: z.string().nullable(),
  last_error_at: z.iso.datetime().nullable(),
  last_delivered_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TAdminIntegration = z.infer<typeof ZAdminIntegration>;

/** `GET …/integrations`. */
export const ZIntegrationListResponse = z.object({ integrations: z.array(ZAdminIntegration) });
export type TIntegrationListResponse = z.infer<typeof ZIntegrationListResponse>;

/** `POST …/integrations`, `PUT /api/admin/integrations/:id`. */
export const ZIntegrationResponse = z.object({ integration: ZAdminIntegration });
export type TIntegrationResponse = z.infer<typeof ZIntegrationResponse>;

export const ZIntegrationParams = z.strictObject({ id: z.uuid('must be an integration id') });
export const ZIntegrationDeliveryParams = z.strictObject({
  id: z.uuid('must be an integration id'),
  deliveryId: z.string().regex(/^[1-9]\d{0,17}$/, 'must be a delivery id'),
});
