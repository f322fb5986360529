import type { TDisplayRequest } from '@hookline/schema';
import type { LoaderEnv } from './env.ts';
import { parseDisplayResponse, type DisplayAnswer } from './display-response.ts';
import type { PageContext } from './page/page-context.ts';
import type { PixelInstall } from './script-tag.ts';

const MAX_URL = 4000;
const MAX_SHORT = 500;

/** Cuts a value to the length the display API accepts (spec section 7 fields are size-limited). */
export const clip = (value: string, max: number): string =>
  value.length > max ? value.slice(0, max) : value;

/**
 * The form fields of the display call (spec section 7) that the loader can fill today. Only keys
 * the API's strict schema accepts; empty values are left out.
 */
export function displayRequestFields(page: PageContext): Partial<Record<keyof TDisplayRequest, string>> {
  const fields: Partial<Record<keyof TDisplayRequest, string>> = {
    domain: clip(page.domain, 253),
    referrer: clip(page.referrer, MAX_URL),
    previous_url: clip(page.previousUrl, MAX_URL),
    page_title: clip(page.title, MAX_SHORT),
    if_mobile: page.isMobile ? '1' : '0',
    origin_landing_page: clip(page.originLandingPage, MAX_URL),
    if_page_refreshed: page.pageRefreshed ? '1' : '0',
    poptin_viewed_url: clip(page.url, MAX_URL),
  };
  for (const key of Object.keys(fields) as (keyof TDisplayRequest)[]) {
    if (fields[key] === '') delete fields[key];
  }
  return fields;
}

/** A display call that did not give a usable answer; the message is for the console. */
export class DisplayCallError extends Error {}

/**
 * Asks the display API which popups this page may show. Resolves to the parsed answer, or rejects
 * with a `DisplayCallError` explaining what went wrong (network, refusal, unreadable answer).
 */
export async function requestDisplay(
  env: LoaderEnv,
  install: PixelInstall,
  page: PageContext,
): Promise<DisplayAnswer> {
  const fields = displayRequestFields(page);
  let response: Response;
  try {
    response = await env.fetch(`${install.host}/api/display/${install.clientId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields as Record<string, string>).toString(),
      credentials: 'omit',
    });
  } catch (error) {
    throw new DisplayCallError(`display call failed: ${String(error)}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message =
      typeof (body as { message?: unknown })?.message === 'string'
        ? (body as { message: string }).message
        : '';
    throw new DisplayCallError(`display call refused (${response.status})${message ? `: ${message}` : ''}`);
  }
  const answer = parseDisplayResponse(body);
  if (!answer) throw new DisplayCallError('display response is not readable');
  return answer;
}
