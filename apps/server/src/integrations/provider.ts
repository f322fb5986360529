import type { TIntegrationCheckResponse, TIntegrationProvider } from '@hookline/schema';

/**
 * What every integration provider (Mailchimp, Klaviyo, HubSpot, Google Sheets) implements: a
 * connection check for the dashboard and one send per lead for the delivery worker. Providers are
 * plain modules calling the provider's documented HTTP API with fetch; they keep no state, store
 * nothing and never throw for an answer the provider gave (only for a bug).
 */

/** A lead as a provider sends it, made from the stored conversion when its delivery is first due. */
export interface IntegrationLead {
  conversionId: string;
  /** Lower-case as stored; every popup with an integration collects one. */
  email: string;
  /** The popup's fields as the visitor sent them (`email`, `name`, `phone`, custom fields). */
  fields: Record<string, string>;
  /**
   * The owner's field map applied (provider field → value), after the provider's defaults
   * (`defaultFieldMap`): the only fields a provider sends besides the email and what it sends
   * for every lead (tags, coupon, prize, source).
   */
  mapped: Record<string, string>;
  /** The popup's name in the dashboard (Mailchimp's tag, Klaviyo's and HubSpot's source). */
  popupName: string;
  popupId: string;
  /** The coupon code the lead was handed (its unique code, or the popup's fixed one), if any. */
  couponCode: string | null;
  /** The prize won on a wheel, scratch card or gift box, if any. */
  prize: string | null;
  /** The page the lead was captured on, if known. */
  pageUrl: string | null;
  createdAt: Date;
}

/** How one call reaches the provider. */
export interface ProviderCall {
  /**
   * The provider's base address when replaced whole by `INTEGRATION_URL_<PROVIDER>` (tests, proxies),
   * else undefined and the provider's own public address is used.
   */
  baseUrl: string | undefined;
  timeoutMs: number;
  /** Seconds since the epoch (signed tokens' issue times); a test's clock in tests. */
  nowSeconds: () => number;
}

/**
 * The outcome of one send. A failure says whether to try again: `retryAfterMs` from a 429's
 * `Retry-After`; `revoked` when the key was refused (401), which stops the integration until the
 * owner replaces the key; `permanent` when the provider refused this lead itself (a 400 for an
 * address it will never take): retrying would fail the same way.
 */
export type SendOutcome =
  | { ok: true; statusCode: number }
  | {
      ok: false;
      statusCode: number | null;
      /** The provider's own words, shortened ("Mailchimp: Invalid Resource: … looks fake or invalid"). */
      error: string;
      retryAfterMs?: number | undefined;
      revoked?: boolean | undefined;
      permanent?: boolean | undefined;
    };

export type CheckOutcome = TIntegrationCheckResponse;

export interface IntegrationProvider<Credentials, Settings> {
  id: TIntegrationProvider;
  /** `INTEGRATION_URL_MAILCHIMP`… */
  envVar: string;
  /** What the dashboard shows of the stored credentials: the key's last four characters, or the account's email. */
  hint(credentials: Credentials): string;
  /** Popup field → provider field, used for fields the owner did not map (e.g. `name` → `FNAME`). */
  defaultFieldMap: Readonly<Record<string, string>>;
  /** Test connection: whether the credentials work, whose account it is, what lists and fields it offers. */
  check(call: ProviderCall, credentials: Credentials, settings: Partial<Settings>): Promise<CheckOutcome>;
  /** Sends one lead. */
  send(
    call: ProviderCall,
    credentials: Credentials,
    settings: Settings,
    lead: IntegrationLead,
  ): Promise<SendOutcome>;
}
