import type { TCartResponse } from '@hookline/schema';

export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  body: T;
}

/** Posts form fields (as WooCommerce's ajax does) and reads the JSON answer; a network failure is status 0. */
export async function postForm<T = TCartResponse>(
  apiBase: string,
  action: string,
  fields: Record<string, string>,
): Promise<ApiAnswer<Partial<T> & { error?: string; message?: string }>> {
  return send(`${apiBase}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Sends JSON and reads the JSON answer. */
export async function postJson<T>(
  url: string,
  body: unknown,
): Promise<ApiAnswer<Partial<T> & { error?: string; message?: string }>> {
  return send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

async function send<T>(
  url: string,
  init: RequestInit,
): Promise<ApiAnswer<Partial<T> & { error?: string; message?: string }>> {
  try {
    // The guard header: the server takes the shop's API calls only from the shop's own scripts.
    const headers = { ...(init.headers as Record<string, string>), 'x-hookline-request': '1' };
    const response = await fetch(url, { ...init, headers, credentials: 'same-origin' });
    const text = await response.text();
    const body = text ? (JSON.parse(text) as Partial<T>) : {};
    return { ok: response.ok, status: response.status, body: body ?? {} };
  } catch {
    return {
      ok: false,
      status: 0,
      body: { error: 'network', message: 'The shop could not be reached.' } as never,
    };
  }
}
