/**
 * Reading a page-builder popup's settings: the side panel stores loosely typed values (a number may
 * arrive as text, a Puck list as objects), read here with their fallbacks.
 */

/**
 * A page-builder popup's settings, as the editor's side panel stores them in the document's root
 * props (words an editor understands, docs/page-builder.md "Popups").
 */
export interface BuilderPopupSettings {
  trigger?: string;
  /** More triggers switched on beside `trigger` (a Puck list: `[{trigger: 'exit_intent'}, …]`); any one opens the popup. */
  more_triggers?: unknown;
  delay_seconds?: unknown;
  scroll_percent?: unknown;
  scroll_selector?: unknown;
  clicks?: unknown;
  inactivity_seconds?: unknown;
  adblock_delay_seconds?: unknown;
  close_button?: string;
  close_button_delay_seconds?: unknown;
  close_on_background?: string;
  close_on_escape?: string;
  auto_close_seconds?: unknown;
  do_not_show_again?: string;
  do_not_show_again_label?: unknown;
  min_page_views?: unknown;
  min_sessions?: unknown;
  referrer_match?: string;
  referrer_value?: unknown;
  traffic_source?: string;
  logged_in?: string;
  hidden_roles?: unknown;
  devices?: unknown;
  browsers?: unknown;
  schedule_start?: unknown;
  schedule_end?: unknown;
  schedule_zone?: string;
  max_shows?: unknown;
  max_shows_per?: string;
  entrance?: string;
  exit?: string;
  form?: string;
  form_button?: unknown;
  thank_you?: unknown;
  width?: unknown;
}

export interface BuilderPopupProblem {
  /** The root prop the editor must fix. */
  field: keyof BuilderPopupSettings;
  message: string;
}

/** A number, or text holding one; `fallback` otherwise. */
export const settingNumber = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
/** Text, trimmed; '' for anything else. */
export const settingText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A switch stored as `'on'` or `'off'`; `fallback` when unset. */
export const settingOn = (value: string | undefined, fallback: boolean): boolean =>
  value === 'on' ? true : value === 'off' ? false : fallback;

/** The values of a Puck list field (`[{role: 'customer'}, …]`) under `key`, kept when `allowed`. */
export function listedValues<T extends string>(value: unknown, key: string, allowed: readonly T[]): T[] {
  if (!Array.isArray(value)) return [];
  const picked = value
    .map((item) =>
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : item,
    )
    .filter((item): item is T => typeof item === 'string' && (allowed as readonly string[]).includes(item));
  return [...new Set(picked)];
}
