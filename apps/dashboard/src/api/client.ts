/**
 * The dashboard's one way to reach the server: JSON over fetch with the session cookie. Every
 * failure becomes an `ApiError` whose message can be shown to the user as is.
 */

export class ApiError extends Error {
  constructor(
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

/** Answers the parsed JSON body of a 2xx response (undefined for 204), or throws an `ApiError`. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = withQuery(path, options.query);
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: {
        accept: 'application/json',
        // The server refuses state changes without it: a form or another site's page cannot send it.
        'x-hookline-request': '1',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network', 'Could not reach Hookline. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFrom(response.status, body);
  return body as T;
}

function errorFrom(status: number, body: unknown): ApiError {
  const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
  return new ApiError(
    status,
    typeof error === 'string' ? error : 'http_error',
    typeof message === 'string' && message ? message : `The server answered ${status}. Try again.`,
  );
}

/** `path` with the query parameters that have a value. */
export function withQuery(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
