import { createHash, createSign } from 'node:crypto';
import { callProvider, outcomeOf } from '../http.ts';
import type { ProviderCall, SendOutcome } from '../provider.ts';

/**
 * A Google service account's access token (issue 28): a JWT signed with the account's private key
 * (RS256), exchanged at Google's token endpoint (the OAuth 2.0 JWT bearer grant). Tokens last an
 * hour; each is kept in this process until a minute before it expires, so that a burst of leads
 * costs one exchange, not one per lead.
 */

export interface ServiceAccount {
  client_email: string;
  private_key: string;
}

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

/** How long a signed assertion claims to be valid: Google's maximum. */
const ASSERTION_SECONDS = 3600;
/** A token is exchanged again this long before it expires. */
const EARLY_SECONDS = 60;

/** Token answers that mean the key itself is refused (deleted, disabled, or not Google's). */
const REFUSED_KEY = new Set(['invalid_grant', 'invalid_client', 'unauthorized_client']);

/**
 * Tokens by token address, account and key: a key replaced by the owner never reuses the old key's
 * token, and a test's fake never gets another fake's.
 */
const tokens = new Map<string, { accessToken: string; expiresAt: number }>();

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The signed JWT Google exchanges for a token; throws when the private key cannot sign. */
export function signedAssertion(account: ServiceAccount, tokenUrl: string, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: SHEETS_SCOPE,
      aud: tokenUrl,
      iat: nowSeconds,
      exp: nowSeconds + ASSERTION_SECONDS,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
}

/** Google's error in its own words, from a token answer or an API answer. */
export function describeGoogleError(body: unknown): string | null {
  if (typeof body === 'string') return body === '' ? null : body.slice(0, 200);
  const answer = body as {
    error?: string | { message?: unknown };
    error_description?: unknown;
  } | null;
  if (typeof answer?.error === 'string') {
    return typeof answer.error_description === 'string'
      ? `${answer.error_description} (${answer.error})`
      : answer.error;
  }
  const message = answer?.error?.message;
  return typeof message === 'string' ? message : null;
}

function cacheKey(account: ServiceAccount, tokenUrl: string): string {
  const fingerprint = createHash('sha256').update(account.private_key).digest('hex').slice(0, 16);
  return `${tokenUrl} ${account.client_email} ${fingerprint}`;
}

/** Forgets the account's token: Google refused it (401), so the next call exchanges a new one. */
export function forgetToken(account: ServiceAccount, tokenUrl: string): void {
  tokens.delete(cacheKey(account, tokenUrl));
}

/**
 * The account's access token, from this process's cache or a new exchange; or why there is none,
 * as a send's failure: `revoked` when Google refused the key, retried when Google was unavailable.
 */
export async function accessToken(
  call: ProviderCall,
  account: ServiceAccount,
  tokenUrl: string,
): Promise<{ token: string } | { failed: SendOutcome & { ok: false } }> {
  const key = cacheKey(account, tokenUrl);
  const now = call.nowSeconds();
  const cached = tokens.get(key);
  if (cached && cached.expiresAt - EARLY_SECONDS > now) return { token: cached.accessToken };

  let assertion: string;
  try {
    assertion = signedAssertion(account, tokenUrl, now);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      failed: {
        ok: false,
        statusCode: null,
        error: `Google: the service account’s private_key cannot sign (${reason}); paste the key file again`,
        revoked: true,
      },
    };
  }
  const answer = await callProvider({
    method: 'POST',
    url: tokenUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion,
    }).toString(),
    timeoutMs: call.timeoutMs,
  });
  const outcome = outcomeOf(answer, 'Google', describeGoogleError);
  if (!outcome.ok) {
    const code = 'failure' in answer ? undefined : (answer.body as { error?: unknown } | null)?.error;
    if ((outcome.statusCode === 400 || outcome.statusCode === 401) && REFUSED_KEY.has(String(code))) {
      return {
        failed: {
          ok: false,
          statusCode: outcome.statusCode,
          error: `${outcome.error}: the key of ${account.client_email} was refused`.slice(0, 500),
          revoked: true,
        },
      };
    }
    return { failed: outcome };
  }
  const body =
    'failure' in answer ? null : (answer.body as { access_token?: unknown; expires_in?: unknown } | null);
  if (typeof body?.access_token !== 'string') {
    return {
      failed: { ok: false, statusCode: outcome.statusCode, error: 'Google: answered without a token' },
    };
  }
  const lifetime = typeof body.expires_in === 'number' ? body.expires_in : ASSERTION_SECONDS;
  tokens.set(key, { accessToken: body.access_token, expiresAt: now + lifetime });
  return { token: body.access_token };
}
