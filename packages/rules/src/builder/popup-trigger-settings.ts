import type { TTriggers } from '@hookline/schema';
import {
  listedValues,
  settingNumber,
  settingText,
  type BuilderPopupProblem,
  type BuilderPopupSettings,
} from './popup-setting-values.ts';

/** The triggers a page-builder popup's settings switch on, as the Hookline trigger record. */

export const BUILDER_TRIGGERS = [
  'page_load',
  'scroll_down',
  'scroll_up',
  'scroll_to',
  'clicks',
  'inactivity',
  'exit_intent',
  'adblock',
] as const;
export type BuilderTrigger = (typeof BUILDER_TRIGGERS)[number];

/** The Hookline trigger settings of one builder trigger kind (each sets its own keys of `TTriggers`). */
function triggerOf(
  trigger: BuilderTrigger,
  s: BuilderPopupSettings,
  problems: BuilderPopupProblem[],
): TTriggers {
  switch (trigger) {
    case 'page_load':
      return {
        seconds_on_page: Math.round(Math.min(86_400, Math.max(0, settingNumber(s.delay_seconds, 3)))),
      };
    case 'scroll_down':
      return { scroll_percent: Math.min(100, Math.max(0, settingNumber(s.scroll_percent, 50))) };
    case 'scroll_up':
      return { scroll_up: true };
    case 'scroll_to': {
      const selector = settingText(s.scroll_selector);
      if (!selector || selector.length > 200)
        problems.push({
          field: 'scroll_selector',
          message: 'Name the element to scroll to, such as #reviews.',
        });
      return { scroll_to_selector: selector.slice(0, 200) || null };
    }
    case 'clicks':
      return { page_clicks: Math.round(Math.min(1000, Math.max(1, settingNumber(s.clicks, 3)))) };
    case 'inactivity':
      return {
        inactivity_seconds: Math.round(
          Math.min(86_400, Math.max(1, settingNumber(s.inactivity_seconds, 30))),
        ),
      };
    case 'exit_intent':
      return { exit_intent: true };
    case 'adblock':
      return { adblock_delay_seconds: Math.min(60, Math.max(0, settingNumber(s.adblock_delay_seconds, 2))) };
  }
}

/**
 * The builder triggers switched on: `trigger` (the page load when unset or unknown), then those of
 * `more_triggers`, each once, in that order.
 */
export function builderTriggers(
  s: Pick<BuilderPopupSettings, 'trigger' | 'more_triggers'>,
): BuilderTrigger[] {
  const first = (BUILDER_TRIGGERS as readonly string[]).includes(s.trigger ?? '')
    ? (s.trigger as BuilderTrigger)
    : 'page_load';
  return [...new Set([first, ...listedValues(s.more_triggers, 'trigger', BUILDER_TRIGGERS)])];
}

/**
 * Every trigger switched on, as one Hookline trigger record: each kind sets its own keys, and the
 * visitor script arms every trigger set, the first to fire opening the popup (any one opens it). A
 * scroll-to trigger without a usable selector is added to `problems`.
 */
export function builderTriggerRecord(s: BuilderPopupSettings, problems: BuilderPopupProblem[]): TTriggers {
  return Object.assign(
    {},
    ...builderTriggers(s).map((trigger) => triggerOf(trigger, s, problems)),
  ) as TTriggers;
}
