import type { TCloseTrigger } from '@hookline/schema';
import {
  parseDisplayHistory,
  recordDisplay,
  STORAGE_LIFETIMES_MS as LIFETIME,
  type TriggerKind,
} from '@hookline/rules';
import { closedEvent, viewedEvent } from './events.ts';
import { logError } from './log.ts';
import type { PageContext } from './page/page-context.ts';
import type { FormSubmission } from './popup/contract.ts';
import { loadedSubmit, loadSubmit, type SubmitModule } from './popup/lazy-parts.ts';
import type { PopupControllerDeps } from './popup-controller.ts';
import type { TargetedPopup } from './runtime/targeted-popup.ts';
import { closedKey, conversionKey, CONVERTED_EMAIL_KEY, displayedKey, frequencyKey } from './visitor/keys.ts';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/*
 * What a popup's life leaves behind (spec section 4): its events in the outbox and the visitor's
 * markers in storage, read back by the display rules and the engagement filter.
 */

/**
 * A popup showed: its viewed event, the displayed marker and the display history the frequency
 * rules read; through the runtime-extras chunk, the A/B variant the visitor saw and a known
 * visitor's view.
 */
export function recordView(
  deps: PopupControllerDeps,
  target: TargetedPopup,
  page: PageContext,
  trigger: TriggerKind,
): void {
  const { env, install, outbox, store } = deps;
  const { popup } = target;
  outbox.enqueue(viewedEvent(popup, install, page, trigger, env.randomId()));
  store.set(displayedKey(popup.id), target.kind, LIFETIME.marker);
  const history = parseDisplayHistory(store.get(frequencyKey(popup.id)));
  store.set(
    frequencyKey(popup.id),
    JSON.stringify(recordDisplay(history, page.visit, env.now())),
    LIFETIME.year,
  );
  if (target.abParent || page.convertedEmail) deps.withExtras((extras) => extras.viewed(target, page));
}

/**
 * A popup converted: its conversion event (made by the submit chunk, with the view id the viewed
 * event's answer gave, `viewId`), the converted marker, and the email converted with, which makes
 * the visitor a known one from now on.
 */
export function recordConversion(
  deps: PopupControllerDeps,
  target: TargetedPopup,
  page: PageContext,
  trigger: TriggerKind,
  submission: FormSubmission,
  viewId: string | undefined,
): void {
  const { env, install, outbox, store } = deps;
  const { popup } = target;
  // The page as it is now: the email below joins it before a chunk still loading would read it.
  const facts = { ...page };
  const key = env.randomId();
  // The form loaded the submit chunk before its submit; an extra button's conversion may come first.
  const send = (chunk: SubmitModule) =>
    outbox.enqueue(chunk.conversionEvent(popup, install, facts, trigger, submission, viewId, key));
  const chunk = loadedSubmit();
  if (chunk) send(chunk);
  else loadSubmit().then(send, (error: unknown) => logError('the conversion could not be recorded', error));
  store.set(conversionKey(popup.id), target.kind, LIFETIME.year);
  const email = submission.values.email?.trim() ?? '';
  if (EMAIL.test(email)) {
    store.set(CONVERTED_EMAIL_KEY, email, LIFETIME.year);
    page.convertedEmail = email;
    // A known visitor from now on: the code of their activity calls loads ahead.
    deps.withExtras(() => undefined);
  }
}

/**
 * A popup the visitor did not convert in closed: its closed event, the closed-by-X marker (for a
 * `cancel_click`), and a known visitor's close call.
 */
export function recordClose(
  deps: PopupControllerDeps,
  target: TargetedPopup,
  page: PageContext,
  trigger: TCloseTrigger,
): void {
  const { env, install, outbox, store } = deps;
  const { popup } = target;
  outbox.enqueue(closedEvent(popup, install, page, trigger, env.randomId()));
  if (trigger === 'cancel_click') store.set(closedKey(popup.id), target.kind, LIFETIME.marker);
  if (page.convertedEmail) deps.withExtras((extras) => extras.closed(popup.id, page));
}
