import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, publicOnlyLookup } from './target.ts';

export interface SendOptions {
  timeoutMs: number;
  /** Allow loopback and private-network targets (tests, or a receiver on the same network). */
  allowPrivateTargets: boolean;
}

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * POSTs one webhook body and reports what came back. A 2xx answer is success; anything else, a
 * redirect (never followed), a timeout or a network error is a failure with a short reason.
 */
export function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: SendOptions,
): Promise<SendResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      resolve({ ok: false, statusCode: null, error: 'the webhook URL is not valid' });
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivateTargets && isIP(host) && isPrivateAddress(host)) {
      resolve({ ok: false, statusCode: null, error: `${host} is a private address` });
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: options.timeoutMs,
        ...(options.allowPrivateTargets ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.resume(); // the answer's body is not used; drain it so the socket is freed
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        response.on('end', () =>
          resolve({ ok, statusCode: status, error: ok ? null : `the endpoint answered ${status}` }),
        );
        response.on('error', () =>
          resolve({ ok, statusCode: status, error: ok ? null : `the endpoint answered ${status}` }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        ok: false,
        statusCode: null,
        error: error.code === 'EPRIVATE' ? error.message : describe(error),
      }),
    );
    request.end(body);
  });
}

function describe(error: NodeJS.ErrnoException): string {
  if (error.code === 'ECONNREFUSED') return 'connection refused';
  if (error.code === 'ENOTFOUND') return 'the host name does not resolve';
  if (error.code === 'ECONNRESET') return 'the connection was reset';
  return error.message || error.code || 'the request failed';
}
