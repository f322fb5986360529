import type { SendOutcome } from './provider.ts';

/**
 * One JSON call to a provider's API, and what its answer means for the delivery log. Every provider
 * goes through here, so that they agree on what is retried: a 429 after its `Retry-After`, a 5xx
 * or a network failure after the log's backoff; a 401 is a revoked key (not retried); any other
 * 4xx is this lead refused for good.
 */

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON, or null when empty. */
  body: unknown;
  headers: Headers;
}

export interface JsonCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (a form body); with its own content-type in `headers`. */
  body?: string;
  timeoutMs: number;
}

/** Calls the provider; a network failure or a timeout answers `{ failure }` instead of throwing. */
export async function callProvider(call: JsonCall): Promise<ProviderAnswer | { failure: string }> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  let body: string | undefined = call.body;
  if (call.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(call.json);
  }
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(call.timeoutMs),
    });
  } catch (error) {
    return { failure: describeFailure(error, call.timeoutMs) };
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/**
 * A `Retry-After` header in milliseconds from `nowMs`: delay-seconds or an HTTP date; undefined
 * when absent or unreadable. Capped at a day, so that a wrong header cannot park a lead for ever.
 */
export function retryAfterMs(header: string | null, nowMs: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  let ms: number;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return undefined;
    ms = at - nowMs;
  }
  return Math.min(Math.max(ms, 0), 24 * 60 * 60 * 1000);
}

/**
 * What an answer means for a send: 2xx delivered; 429 retried after `Retry-After`; 401 revoked;
 * 5xx (and 408) retried; other 4xx refused for good. `describe` turns the provider's error body
 * into its own words ("Invalid Resource: … looks fake or invalid").
 */
export function outcomeOf(
  answer: ProviderAnswer | { failure: string },
  provider: string,
  describe: (body: unknown) => string | null,
): SendOutcome {
  if ('failure' in answer) return { ok: false, statusCode: null, error: `${provider}: ${answer.failure}` };
  const { status } = answer;
  if (status >= 200 && status < 300) return { ok: true, statusCode: status };
  const said = describe(answer.body) ?? `answered ${status}`;
  const error = `${provider}: ${said}`.slice(0, 500);
  if (status === 429)
    return {
      ok: false,
      statusCode: status,
      error,
      retryAfterMs: retryAfterMs(answer.headers.get('retry-after')),
    };
  if (status === 401) return { ok: false, statusCode: status, error, revoked: true };
  if (status >= 500 || status === 408) return { ok: false, statusCode: status, error };
  return { ok: false, statusCode: status, error, permanent: true };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; cause?: { code?: string }; message?: string };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const code = e.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND') return 'the host name does not resolve';
  if (code === 'ECONNRESET') return 'the connection was reset';
  return e.message || 'the request failed';
}
