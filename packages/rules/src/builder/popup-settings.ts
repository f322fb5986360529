import type { TDesignProperties, TDisplayRules, TPopupContent, TTriggers } from '@hookline/schema';
import {
  settingNumber,
  settingOn,
  settingText,
  type BuilderPopupProblem,
  type BuilderPopupSettings,
} from './popup-setting-values.ts';
import { builderTargeting } from './popup-targeting-settings.ts';
import { builderTriggerRecord } from './popup-trigger-settings.ts';

/**
 * A page-builder popup's settings, as the editor's side panel stores them in the document's root
 * props (words an editor understands, docs/page-builder.md "Popups"), and their translation into
 * the Hookline popup record every other popup has: triggers, design properties, display rules.
 * The settings' shape and readers, the triggers and the targeting have their own modules; their
 * public names are re-exported here.
 */

export type { BuilderPopupProblem, BuilderPopupSettings } from './popup-setting-values.ts';
export { BUILDER_TRIGGERS, builderTriggers, type BuilderTrigger } from './popup-trigger-settings.ts';
export { referrerPatternProblem } from './popup-targeting-settings.ts';

/** Spec section 9: focus moves into a page-builder popup 250 ms after it shows. */
export const BUILDER_FOCUS_DELAY_MS = 250;

export interface BuilderPopupRecord {
  triggers: TTriggers;
  design_properties: TDesignProperties;
  display_rules: TDisplayRules;
  x_close_button: boolean;
  width: number;
  height: number;
}

const ENTRANCES = ['none', 'fade', 'slide_up', 'slide_down', 'slide_left', 'slide_right', 'zoom', 'bounce'];
const EXITS = ['none', 'fade', 'slide_up', 'slide_down', 'zoom'];

/**
 * A page-builder popup's record from its settings, or the problems the editor must fix first (each
 * naming the setting and saying why, such as a referrer pattern that is not a regular expression).
 * The close button, background click and Escape are on unless switched off; auto close is off at 0.
 */
export function builderPopupRecord(
  settings: BuilderPopupSettings,
): { ok: true; record: BuilderPopupRecord } | { ok: false; problems: BuilderPopupProblem[] } {
  const problems: BuilderPopupProblem[] = [];
  const triggers = builderTriggerRecord(settings, problems);
  const targeting = builderTargeting(settings, problems);
  if (problems.length > 0) return { ok: false, problems };
  const closeButton = settingOn(settings.close_button, true);
  const autoClose = Math.max(0, settingNumber(settings.auto_close_seconds, 0));
  const entrance = ENTRANCES.includes(settings.entrance ?? '') ? settings.entrance! : 'fade';
  const exit = EXITS.includes(settings.exit ?? '') ? settings.exit! : 'fade';
  const design: TDesignProperties = {
    poptin_design_entry_effect: entrance,
    poptin_design_exit_effect: exit,
    poptin_design_close_on_screen_click: settingOn(settings.close_on_background, true),
    close_on_escape: settingOn(settings.close_on_escape, true),
    poptin_design_auto_close: autoClose > 0,
    poptin_design_show_x_after_sec: Math.min(
      600,
      Math.max(0, settingNumber(settings.close_button_delay_seconds, 0)),
    ),
    focus_delay_ms: BUILDER_FOCUS_DELAY_MS,
    do_not_show_again: settingOn(settings.do_not_show_again, false),
    poptin_design_thank_screen: settings.form === 'email' || settings.form === 'name_email',
  };
  if (autoClose > 0) design.poptin_design_auto_close_sec = Math.min(3600, autoClose);
  const label = settingText(settings.do_not_show_again_label);
  if (label) design.do_not_show_again_label = label.slice(0, 100);
  (design as Record<string, unknown>).poptin_design_close_options_type = closeButton
    ? 'closing_options-x'
    : 'closing_options-';
  const width = Math.round(Math.min(1200, Math.max(280, settingNumber(settings.width, 600))));
  return {
    ok: true,
    record: {
      triggers,
      design_properties: design,
      display_rules: { d_f_r: 'all@display_everytime_everypage', targeting },
      x_close_button: closeButton,
      width,
      height: 420,
    },
  };
}

/**
 * A page-builder popup's content: the builder's rendered, sanitised markup, then its form when it
 * has one (an email, or a name and an email, with its button) so that a submit is a Hookline
 * conversion, and a thank-you screen.
 */
export function builderPopupContent(markup: string, settings: BuilderPopupSettings): TPopupContent {
  const blocks: TPopupContent['main']['blocks'] = [{ type: 'html', html: markup }];
  const form = settings.form === 'email' || settings.form === 'name_email' ? settings.form : null;
  if (!form) return { version: 1, main: { blocks } };
  const fields: Extract<TPopupContent['main']['blocks'][number], { type: 'fields' }>['fields'] = [];
  if (form === 'name_email')
    fields.push({ id: 'name', type: 'name', name: 'name', placeholder: 'Your name', required: false });
  fields.push({ id: 'email', type: 'email', name: 'email', placeholder: 'Your email', required: true });
  blocks.push({ type: 'fields', fields });
  blocks.push({ type: 'button', label: settingText(settings.form_button) || 'Subscribe', action: 'submit' });
  return {
    version: 1,
    main: { blocks },
    thank_you: {
      blocks: [{ type: 'heading', text: settingText(settings.thank_you) || 'Thank you!', level: 2 }],
    },
  };
}
