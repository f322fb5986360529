import type { LoaderEnv } from '../env.ts';
import { logWarn } from '../log.ts';
import { embeddedPlaceholder } from '../page-markup.ts';
import type { PageContext } from '../page/page-context.ts';
import type { PopupController } from '../popup-controller.ts';
import type { RuntimeDeps } from '../runtime-contract.ts';
import type { PixelInstall } from '../script-tag.ts';
import { targetedPopup, type TargetedPopup } from './targeted-popup.ts';

/**
 * The `click` chunk: opening one popup on a click entry or another popup's button, loaded by the
 * runtime the first time a page asks for it.
 */

/**
 * Asks for one popup's record (spec section 7): a click entry posts the page and visitor fields
 * (`POST /api/display/click/{popup id}`, JSON); a popup-to-popup launch sends no body
 * (`GET /api/display/click/{poptin_id}`), the page being known by its Origin. Resolves to the
 * answer's popup records (none when it says `display: false`); rejects on failure.
 */
async function requestClickPopup(
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

/**
 * The popup a click opens, read from its click call; its place among the page's display records
 * (`known`) keeps its tab indexes. Null (logged) when the answer does not carry it.
 */
export async function clickedPopup(
  env: LoaderEnv,
  install: PixelInstall,
  popupId: string,
  body: Record<string, string> | null,
  known: readonly unknown[],
): Promise<TargetedPopup | null> {
  const records = await requestClickPopup(env, install, popupId, body);
  const index = known.findIndex((record) => targetedPopup(record, 0)?.popup.id === popupId);
  const target = targetedPopup(records[0], index >= 0 ? index : known.length);
  if (target?.popup.id === popupId) return target;
  logWarn(`popup ${popupId} is not available`);
  return null;
}

/**
 * Opens the popup a click entry (`click`, sending the page's click fields) or another popup's
 * button (`launch`) asks for: its record from the click call, shown again if it was shown before,
 * into its placeholder when the page has one (an embedded popup).
 */
export async function openClicked(
  deps: RuntimeDeps,
  controller: PopupController,
  popupId: string,
  trigger: 'click' | 'launch',
  page: PageContext,
  known: readonly unknown[],
): Promise<void> {
  const { env, install } = deps;
  const body = trigger === 'launch' ? null : deps.clickFields(page);
  const target = await clickedPopup(env, install, popupId, body, known);
  const container = embeddedPlaceholder(env.document, popupId) ?? undefined;
  if (target) controller.fire(target, trigger, { again: true, container });
}
