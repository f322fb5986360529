import { createVerify, randomBytes } from 'node:crypto';
import { startFakeApi, type FakeAnswer, type FakeApi, type RecordedRequest } from './fake-api.ts';

/**
 * Google's token endpoint and Sheets API as tests meet them (issue 28), on one address (as with
 * `INTEGRATION_URL_GOOGLE`): `POST /token` verifies the service account's signed JWT with its
 * public key (signature, issuer, audience, lifetime, scope) and answers OAuth errors
 * (`{error:'invalid_grant', error_description}`); `/v4/spreadsheets/…` checks the bearer token and
 * answers Google's API errors (`{error:{code, message, status}}`): 401 for a token it did not issue
 * or that expired, 403 for a sheet not shared with the account, 404 for an unknown spreadsheet.
 * It keeps each tab's rows, values as Sheets would show them, for tests to assert on.
 */

export interface FakeSpreadsheet {
  title: string;
  tabs: string[];
  /** False: the spreadsheet is not shared with the service account (every call answers 403). */
  shared?: boolean;
}

export interface FakeGoogleOptions {
  clientEmail: string;
  publicKeyPem: string;
  spreadsheets: Record<string, FakeSpreadsheet>;
  /** Seconds since the epoch: the test's clock, shared with the provider's `nowSeconds`. */
  now?: () => number;
}

export interface FakeGoogle extends FakeApi {
  /** A tab's rows, as Sheets shows them (a user-entered leading apostrophe hidden). */
  rows(spreadsheetId: string, tab: string): string[][];
  /** How many tokens were issued. */
  tokensIssued(): number;
  /** The key is deleted: the token endpoint refuses it, and tokens issued before stop working. */
  revoke(): void;
  /** A new key of the same service account, its public half, that the token endpoint takes from now on. */
  issueKey(publicKeyPem: string): void;
}

const OAUTH_TOKEN_LIFETIME = 3599;
const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

interface State {
  options: FakeGoogleOptions;
  url: string;
  now: () => number;
  tokens: Map<string, { expiresAt: number; scope: string }>;
  issued: number;
  revoked: boolean;
  rows: Map<string, string[][]>;
}

export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const state: State = {
    options,
    url: '',
    now: options.now ?? (() => Math.floor(Date.now() / 1000)),
    tokens: new Map(),
    issued: 0,
    revoked: false,
    rows: new Map(),
  };
  const api = await startFakeApi((request) => handle(state, request));
  state.url = api.url;
  return {
    ...api,
    rows: (spreadsheetId, tab) => state.rows.get(`${spreadsheetId}\n${tab}`) ?? [],
    tokensIssued: () => state.issued,
    revoke() {
      state.revoked = true;
      state.tokens.clear();
    },
    issueKey(publicKeyPem) {
      state.options = { ...state.options, publicKeyPem };
      state.revoked = false;
    },
  };
}

const oauthError = (status: number, error: string, description: string): FakeAnswer => ({
  status,
  body: { error, error_description: description },
});

const apiError = (code: number, message: string, status: string): FakeAnswer => ({
  status: code,
  body: { error: { code, message, status } },
});

function handle(state: State, request: RecordedRequest): FakeAnswer {
  const [path = '', query = ''] = request.path.split('?');
  if (path === '/token' && request.method === 'POST') return token(state, request.body);
  const match = /^\/v4\/spreadsheets\/([^/]+)(?:\/values\/([^/]+))?$/.exec(path);
  if (!match) return apiError(404, 'Requested entity was not found.', 'NOT_FOUND');
  const denied = authorize(state, request);
  if (denied) return denied;
  const id = match[1] ?? '';
  const spreadsheet = state.options.spreadsheets[id];
  if (!spreadsheet) return apiError(404, 'Requested entity was not found.', 'NOT_FOUND');
  if (spreadsheet.shared === false) {
    return apiError(403, 'The caller does not have permission', 'PERMISSION_DENIED');
  }
  if (match[2] === undefined) {
    if (request.method !== 'GET') return apiError(404, 'Requested entity was not found.', 'NOT_FOUND');
    return {
      status: 200,
      body: {
        properties: { title: spreadsheet.title },
        sheets: spreadsheet.tabs.map((title) => ({ properties: { title } })),
      },
    };
  }
  return values(state, id, spreadsheet, request, decodeURIComponent(match[2]), new URLSearchParams(query));
}

function token(state: State, body: unknown): FakeAnswer {
  const form = new URLSearchParams(typeof body === 'string' ? body : '');
  if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
    return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${form.get('grant_type') ?? ''}`);
  }
  const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.');
  let parsed: { alg?: unknown; iss?: unknown; aud?: unknown; iat?: unknown; exp?: unknown; scope?: unknown };
  try {
    const alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
    parsed = { ...(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as object), alg };
  } catch {
    return oauthError(400, 'invalid_grant', 'Invalid JWT: the assertion is not a JWT.');
  }
  if (parsed.iss !== state.options.clientEmail) {
    return oauthError(400, 'invalid_grant', 'Invalid grant: account not found');
  }
  const verified =
    parsed.alg === 'RS256' &&
    createVerify('RSA-SHA256')
      .update(`${header}.${claims}`)
      .verify(state.options.publicKeyPem, Buffer.from(signature, 'base64url'));
  if (!verified || state.revoked) return oauthError(400, 'invalid_grant', 'Invalid JWT Signature.');
  if (parsed.aud !== `${state.url}/token`) {
    return oauthError(400, 'invalid_grant', 'Invalid JWT: Failed audience check.');
  }
  const now = state.now();
  const { iat, exp } = parsed;
  if (
    typeof iat !== 'number' ||
    typeof exp !== 'number' ||
    exp - iat > 3600 ||
    exp < now ||
    iat > now + 300
  ) {
    return oauthError(
      400,
      'invalid_grant',
      'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.',
    );
  }
  if (typeof parsed.scope !== 'string' || parsed.scope === '') {
    return oauthError(400, 'invalid_scope', 'Invalid OAuth scope or ID token audience provided.');
  }
  const accessToken = `ya29.fake-${randomBytes(12).toString('hex')}`;
  state.tokens.set(accessToken, { expiresAt: now + OAUTH_TOKEN_LIFETIME, scope: parsed.scope });
  state.issued++;
  return {
    status: 200,
    body: { access_token: accessToken, expires_in: OAUTH_TOKEN_LIFETIME, token_type: 'Bearer' },
  };
}

function authorize(state: State, request: RecordedRequest): FakeAnswer | null {
  const header = request.headers.authorization ?? '';
  const issued = header.startsWith('Bearer ') ? state.tokens.get(header.slice(7)) : undefined;
  if (!issued || issued.expiresAt <= state.now()) {
    return apiError(
      401,
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
      'UNAUTHENTICATED',
    );
  }
  if (!issued.scope.split(' ').includes(SHEETS_SCOPE)) {
    return apiError(403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED');
  }
  return null;
}

/** The tab a range names: `'Leads 2026'!A1` or `Sheet1!A1:append`'s `Sheet1`. */
function tabOf(range: string): { tab: string; cells: string } {
  const quoted = /^'((?:[^']|'')*)'(?:!(.*))?$/.exec(range);
  if (quoted) return { tab: (quoted[1] ?? '').replace(/''/g, "'"), cells: quoted[2] ?? '' };
  const [tab = '', cells = ''] = range.split('!');
  return { tab, cells };
}

function values(
  state: State,
  id: string,
  spreadsheet: FakeSpreadsheet,
  request: RecordedRequest,
  target: string,
  query: URLSearchParams,
): FakeAnswer {
  const append = target.endsWith(':append');
  const range = append ? target.slice(0, -':append'.length) : target;
  const { tab, cells } = tabOf(range);
  if (!spreadsheet.tabs.includes(tab)) {
    return apiError(400, `Unable to parse range: ${range}`, 'INVALID_ARGUMENT');
  }
  const key = `${id}\n${tab}`;
  const rows = state.rows.get(key) ?? [];
  state.rows.set(key, rows);
  if (request.method === 'GET' && !append) {
    const firstRowOnly = /^[A-Z]*1(:[A-Z]*1)?$/.test(cells);
    const answered = firstRowOnly ? rows.slice(0, 1) : rows;
    const body: Record<string, unknown> = {
      range: `${tab}!A1:Z${answered.length || 1}`,
      majorDimension: 'ROWS',
    };
    if (answered.some((row) => row.length > 0)) body.values = answered;
    return { status: 200, body };
  }
  const option = query.get('valueInputOption');
  if (option !== 'RAW' && option !== 'USER_ENTERED') {
    return apiError(400, "'valueInputOption' is required but not specified", 'INVALID_ARGUMENT');
  }
  const given = (request.body as { values?: unknown } | null)?.values;
  if (!Array.isArray(given) || !given.every(Array.isArray)) {
    return apiError(400, 'Invalid values[0]: expected a list of rows', 'INVALID_ARGUMENT');
  }
  const written = (given as unknown[][]).map((row) =>
    row.map((cell) => {
      const text = cell === null || cell === undefined ? '' : String(cell as string | number | boolean);
      return option === 'USER_ENTERED' && text.startsWith("'") ? text.slice(1) : text;
    }),
  );
  if (request.method === 'PUT' && !append) {
    // Only the header row is ever updated here: row 1, from A1.
    rows[0] = written[0] ?? [];
    return {
      status: 200,
      body: { spreadsheetId: id, updatedRange: `${tab}!A1`, updatedRows: 1, updatedCells: rows[0].length },
    };
  }
  if (request.method !== 'POST' || !append)
    return apiError(404, 'Requested entity was not found.', 'NOT_FOUND');
  const start = rows.length + 1;
  rows.push(...written);
  return {
    status: 200,
    body: {
      spreadsheetId: id,
      tableRange: start > 1 ? `${tab}!A1:Z${start - 1}` : undefined,
      updates: {
        spreadsheetId: id,
        updatedRange: `${tab}!A${start}:Z${rows.length}`,
        updatedRows: written.length,
        updatedCells: written.reduce((sum, row) => sum + row.length, 0),
      },
    },
  };
}
