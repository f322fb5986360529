import type { LoaderEnv } from './env.ts';

/**
 * Sends a visitor-activity call (`total-website-session`, `conversion-activities`): JSON, kept
 * alive past the page, empty values left out. A failure is ignored: these calls have no
 * idempotency key to retry them safely with, and the visitor must never notice them.
 */
export function postActivity(env: LoaderEnv, url: string, body: Record<string, string>): void {
  for (const key of Object.keys(body)) if (!body[key]) delete body[key];
  env
    .fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
    })
    .catch(() => undefined);
}
