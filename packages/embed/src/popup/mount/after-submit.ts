import { afterSubmitCloseSeconds } from '@hookline/rules';
import type { TCloseTrigger, TPopupContent } from '@hookline/schema';
import { screenFor } from '../content.ts';
import type { FormSubmission, MountPopupOptions } from '../contract.ts';
import type { PopupSession } from '../session.ts';
import type { Later } from '../timers.ts';

/**
 * Whether a valid submit shows the thank-you screen: a game's always does (its result screens,
 * which its conversion waits on as on a thank-you screen); another popup's when its content has
 * one and the design does not switch it off (`poptin_design_thank_screen` false).
 */
export function showsThankYou({ popup, isMobile }: MountPopupOptions, content: TPopupContent): boolean {
  const screen = screenFor(content, 'thank_you', isMobile, popup.design.switch_mobile_editor);
  return (
    popup.type === 'gamified' ||
    (popup.design.poptin_design_thank_screen !== false && (screen?.blocks.length ?? 0) > 0)
  );
}

/**
 * Hands a conversion to the loader with the session's conversion keys (`coupon`) joined to the
 * form's, and marks the popup's host as submitted. A failing loader is logged, not thrown.
 */
export function sendConversion(
  options: MountPopupOptions,
  host: HTMLElement,
  submission: FormSubmission,
  sessionMeta: Record<string, string> | undefined,
): void {
  const meta = { ...submission.meta, ...sessionMeta };
  try {
    options.onSubmit({ ...submission, ...(Object.keys(meta).length ? { meta } : {}) });
  } catch (error) {
    options.log('recording the conversion failed', error);
  }
  host.setAttribute('data-hookline-submitted', '');
}

/**
 * Closes a popup after a valid submit, as long after it as `afterSubmitCloseSeconds` says (spec
 * section 4): with `auto_close` once its thank-you screen has shown, else with `submit`. When the
 * extras chunk's session redirects (a redirect address or a store's cart action), the session
 * closes it and sends the visitor on.
 */
export function closeAfterSubmit(
  options: MountPopupOptions,
  session: PopupSession | null,
  showThankYou: boolean,
  values: Readonly<Record<string, string>>,
  later: Later,
  close: (trigger: TCloseTrigger) => void,
): void {
  const { popup } = options;
  const redirects = session?.redirects === true;
  const seconds = afterSubmitCloseSeconds({
    design: popup.design,
    hasThankYouScreen: showThankYou && !redirects,
    lang: popup.lang,
    openedByClick: options.trigger === 'click' || popup.onClick === true,
    redirects,
  });
  later(() => {
    if (redirects) session?.redirect(values, () => close('submit'));
    else close(showThankYou ? 'auto_close' : 'submit');
  }, seconds * 1000);
}
