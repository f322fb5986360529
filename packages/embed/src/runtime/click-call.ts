import type { LoaderEnv } from '../env.ts';
import type { PixelInstall } from '../script-tag.ts';

/**
 * Asks for one popup's record (spec section 7): a click entry posts the page and visitor fields
 * (`POST /api/display/click/{popup id}`, JSON); a popup-to-popup launch sends no body
 * (`GET /api/display/click/{poptin_id}`), the page being known by its Origin. Resolves to the
 * answer's popup records (none when it says `display: false`); rejects on failure.
 */
export async function requestClickPopup(
  env: LoaderEnv,
  install: PixelInstall,
  popupId: string,
  body: Record<string, string> | null,
): Promise<unknown[]> {
  const response = await env.fetch(`${install.host}/api/display/click/${popupId}`, {
    credentials: 'omit',
    ...(body && {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });
  if (!response.ok) throw new Error(`click call refused (${response.status})`);
  const answer = (await response.json()) as { display?: unknown; poptins?: unknown } | null;
  return answer?.display === true && Array.isArray(answer.poptins) ? answer.poptins : [];
}
