import type { z } from 'zod';
import type { ZIntegrationCredentials, ZIntegrationSettings } from '@hookline/schema';
import { callProvider, outcomeOf, type JsonCall, type ProviderAnswer } from '../http.ts';
import type {
  CheckOutcome,
  IntegrationLead,
  IntegrationProvider,
  ProviderCall,
  SendOutcome,
} from '../provider.ts';
import { accessToken, describeGoogleError, forgetToken, type ServiceAccount } from './google-token.ts';

/**
 * Google Sheets (issue 28): a row appended per lead to a tab of the owner's spreadsheet
 * (`spreadsheets.values.append`), as a service account the owner shared the sheet with.
 *
 * Columns follow the sheet's header row (row 1), so that values land under their names whatever
 * order the owner gives the columns: an empty sheet first gets the header `Date, Email, <mapped
 * fields>, Coupon code, Prize, Popup, Page`; a mapped field the header lacks is added at its end.
 * The header is read once per tab and kept for five minutes.
 */

type GoogleCredentials = z.infer<(typeof ZIntegrationCredentials)['google_sheets']>;
type GoogleSettings = z.infer<(typeof ZIntegrationSettings)['google_sheets']>;

const PUBLIC_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const PUBLIC_SHEETS_URL = 'https://sheets.googleapis.com';

const HEADER_SECONDS = 300;
const headers = new Map<string, { columns: string[]; until: number }>();

interface Addresses {
  token: string;
  sheets: string;
}

/** `INTEGRATION_URL_GOOGLE` replaces both Google addresses: the token at `/token`, Sheets at `/v4/…`. */
function addresses(call: ProviderCall): Addresses {
  return call.baseUrl === undefined
    ? { token: PUBLIC_TOKEN_URL, sheets: PUBLIC_SHEETS_URL }
    : { token: `${call.baseUrl}/token`, sheets: call.baseUrl };
}

/** A tab's range in A1 notation, its name quoted (`'Leads 2026'!A1`), URL-encoded for a path. */
function range(tab: string, cells: string): string {
  return encodeURIComponent(`'${tab.replace(/'/g, "''")}'!${cells}`);
}

/**
 * The spreadsheet's API address; its id is encoded, as Test connection takes the id as typed (the
 * saved setting is checked against Google's id form).
 */
function spreadsheetUrl(where: Addresses, spreadsheetId: string): string {
  return `${where.sheets}/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}`;
}

const normal = (column: string) => column.trim().toLowerCase();

/** The lead's cells by column name, in the order an empty sheet's header gets. */
export function leadColumns(lead: IntegrationLead): [string, string][] {
  const columns: [string, string][] = [
    ['Date', lead.createdAt.toISOString()],
    ['Email', lead.email],
  ];
  const taken = new Set(['date', 'email', 'coupon code', 'prize', 'popup', 'page']);
  for (const [column, value] of Object.entries(lead.mapped)) {
    if (taken.has(normal(column))) continue;
    taken.add(normal(column));
    columns.push([column, value]);
  }
  columns.push(
    ['Coupon code', lead.couponCode ?? ''],
    ['Prize', lead.prize ?? ''],
    ['Popup', lead.popupName],
    ['Page', lead.pageUrl ?? ''],
  );
  return columns;
}

/**
 * A visitor's value as a cell: text exactly as typed. Sheets reads a user-entered `=…` as a formula
 * and `0612…` as a number; the leading apostrophe (hidden by Sheets) keeps it text.
 */
const asText = (value: string) => (value === '' ? '' : `'${value}`);

/** The row under `header`, and the columns the header lacks for this lead's values. */
export function rowFor(header: string[], lead: IntegrationLead): { row: string[]; missing: string[] } {
  const cells = new Map(leadColumns(lead).map(([column, value]) => [normal(column), { column, value }]));
  const present = new Set(header.map(normal));
  const missing = [...cells.values()]
    .filter(({ column, value }) => value !== '' && !present.has(normal(column)))
    .map(({ column }) => column);
  const row = [...header, ...missing].map((column) => {
    const cell = cells.get(normal(column));
    if (!cell) return '';
    return normal(column) === 'date' ? cell.value : asText(cell.value);
  });
  return { row, missing };
}

/** Calls Sheets with the account's token; a 401 (a token Google dropped) is tried once more with a new one. */
async function sheets(
  call: ProviderCall,
  account: ServiceAccount,
  where: Addresses,
  request: Omit<JsonCall, 'timeoutMs' | 'headers'>,
): Promise<ProviderAnswer | { failure: string } | { failed: SendOutcome & { ok: false } }> {
  for (let attempt = 0; ; attempt++) {
    const token = await accessToken(call, account, where.token);
    if ('failed' in token) return token;
    const answer = await callProvider({
      ...request,
      headers: { authorization: `Bearer ${token.token}` },
      timeoutMs: call.timeoutMs,
    });
    if ('failure' in answer || answer.status !== 401 || attempt > 0) return answer;
    forgetToken(account, where.token);
  }
}

/** What a Sheets answer means, in words an owner can act on. */
function outcomeOfSheets(
  answer: ProviderAnswer | { failure: string } | { failed: SendOutcome & { ok: false } },
  account: ServiceAccount,
  spreadsheetId: string,
): SendOutcome {
  if ('failed' in answer) return answer.failed;
  const outcome = outcomeOf(answer, 'Google Sheets', describeGoogleError);
  if (outcome.ok) return outcome;
  const said = describeGoogleError('failure' in answer ? null : answer.body);
  if (outcome.statusCode === 403 && said === 'The caller does not have permission') {
    return {
      ...outcome,
      error: `Google Sheets: the spreadsheet is not shared with ${account.client_email}; share it with that address as an editor`,
    };
  }
  if (outcome.statusCode === 404) {
    return {
      ...outcome,
      error: `Google Sheets: no spreadsheet has the id ${spreadsheetId} (${said ?? 'not found'})`,
    };
  }
  return outcome;
}

/** The tab's header row (row 1), from this process's cache or Sheets. */
async function headerRow(
  call: ProviderCall,
  account: ServiceAccount,
  where: Addresses,
  settings: GoogleSettings,
): Promise<{ columns: string[] } | { failed: SendOutcome & { ok: false } }> {
  const key = `${where.sheets} ${settings.spreadsheet_id} ${settings.sheet_name}`;
  const cached = headers.get(key);
  if (cached && cached.until > call.nowSeconds()) return { columns: cached.columns };
  const answer = await sheets(call, account, where, {
    method: 'GET',
    url: `${spreadsheetUrl(where, settings.spreadsheet_id)}/values/${range(settings.sheet_name, '1:1')}`,
  });
  const outcome = outcomeOfSheets(answer, account, settings.spreadsheet_id);
  if (!outcome.ok) return { failed: outcome };
  const values = 'status' in answer ? (answer.body as { values?: unknown[][] } | null)?.values : undefined;
  const columns = (values?.[0] ?? []).map((cell) => String(cell));
  headers.set(key, { columns, until: call.nowSeconds() + HEADER_SECONDS });
  return { columns };
}

async function send(
  call: ProviderCall,
  credentials: GoogleCredentials,
  settings: GoogleSettings,
  lead: IntegrationLead,
): Promise<SendOutcome> {
  const account = credentials.service_account;
  const where = addresses(call);
  const header = await headerRow(call, account, where, settings);
  if ('failed' in header) return header.failed;
  const key = `${where.sheets} ${settings.spreadsheet_id} ${settings.sheet_name}`;

  let values: string[][];
  if (header.columns.every((column) => column.trim() === '')) {
    const columns = leadColumns(lead).map(([column]) => column);
    values = [columns.map(asText), rowFor(columns, lead).row];
    headers.set(key, { columns, until: call.nowSeconds() + HEADER_SECONDS });
  } else {
    const { row, missing } = rowFor(header.columns, lead);
    values = [row];
    if (missing.length > 0) {
      const columns = [...header.columns, ...missing];
      const written = await sheets(call, account, where, {
        method: 'PUT',
        url: `${spreadsheetUrl(where, settings.spreadsheet_id)}/values/${range(settings.sheet_name, 'A1')}?valueInputOption=RAW`,
        json: { majorDimension: 'ROWS', values: [columns] },
      });
      const outcome = outcomeOfSheets(written, account, settings.spreadsheet_id);
      if (!outcome.ok) return outcome;
      headers.set(key, { columns, until: call.nowSeconds() + HEADER_SECONDS });
    }
  }

  const appended = await sheets(call, account, where, {
    method: 'POST',
    url: `${spreadsheetUrl(where, settings.spreadsheet_id)}/values/${range(settings.sheet_name, 'A1')}:append?valueInputOption=USER_ENTERED&insertDataOption=INSERT_ROWS`,
    json: { majorDimension: 'ROWS', values },
  });
  const outcome = outcomeOfSheets(appended, account, settings.spreadsheet_id);
  // The header may have changed under a failure (a renamed tab, a cleared sheet): read it again.
  if (!outcome.ok) headers.delete(key);
  return outcome;
}

function checkFailure(outcome: SendOutcome): CheckOutcome {
  return {
    ok: false,
    error: outcome.ok ? 'Google Sheets: answered in an unexpected shape' : outcome.error,
    revoked: !outcome.ok && outcome.revoked === true,
    account: null,
    lists: [],
    fields: [],
  };
}

async function check(
  call: ProviderCall,
  credentials: GoogleCredentials,
  settings: Partial<GoogleSettings>,
): Promise<CheckOutcome> {
  const account = credentials.service_account;
  const where = addresses(call);
  const token = await accessToken(call, account, where.token);
  if ('failed' in token) return checkFailure(token.failed);
  const ok: CheckOutcome = { ok: true, error: null, revoked: false, account: null, lists: [], fields: [] };
  if (!settings.spreadsheet_id) return ok;

  const answer = await sheets(call, account, where, {
    method: 'GET',
    url: `${spreadsheetUrl(where, settings.spreadsheet_id)}?fields=${encodeURIComponent('properties.title,sheets.properties.title')}`,
  });
  const outcome = outcomeOfSheets(answer, account, settings.spreadsheet_id);
  if (!outcome.ok || !('status' in answer)) return checkFailure(outcome);
  const body = answer.body as {
    properties?: { title?: unknown };
    sheets?: { properties?: { title?: unknown } }[];
  } | null;
  const tabs = (body?.sheets ?? [])
    .map((sheet) => sheet.properties?.title)
    .filter((title): title is string => typeof title === 'string');
  const result: CheckOutcome = {
    ...ok,
    account: typeof body?.properties?.title === 'string' ? body.properties.title : null,
    lists: tabs.map((tab) => ({ id: tab, name: tab })),
  };
  const tab = settings.sheet_name || tabs[0];
  if (tab === undefined) return result;
  if (!tabs.includes(tab)) {
    return { ...result, ok: false, error: `Google Sheets: the spreadsheet has no tab named ${tab}` };
  }
  // The tab's columns, for the owner to map popup fields to (read fresh, not from the cache).
  headers.delete(`${where.sheets} ${settings.spreadsheet_id} ${tab}`);
  const header = await headerRow(call, account, where, {
    spreadsheet_id: settings.spreadsheet_id,
    sheet_name: tab,
  });
  if ('failed' in header) return checkFailure(header.failed);
  const fixed = new Set(['date', 'email', 'coupon code', 'prize', 'popup', 'page']);
  const columns = header.columns.filter((column) => column.trim() !== '' && !fixed.has(normal(column)));
  return { ...result, fields: columns.map((column) => ({ id: column, name: column })) };
}

export const googleSheets: IntegrationProvider<GoogleCredentials, GoogleSettings> = {
  id: 'google_sheets',
  envVar: 'INTEGRATION_URL_GOOGLE',
  hint: (credentials) => credentials.service_account.client_email,
  defaultFieldMap: {
    name: 'Name',
    first_name: 'First name',
    last_name: 'Last name',
    phone: 'Phone',
  },
  check,
  send,
};
