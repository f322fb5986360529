/**
 * A simple id selector: `#` and one CSS identifier (letters, digits, `_` and `-`, not starting
 * with a digit or with `-` and a digit). No combinators, classes, attributes or escapes.
 */
const SIMPLE_ID_SELECTOR = /^#-?[A-Za-z_][\w-]*$/;

/**
 * The element a list filter scrolls to after a refresh (spec section 5): the setting when it is a
 * simple id selector such as `#journal-list`, else null (no scroll), so a setting can never run an
 * arbitrary selector.
 */
export function anchorTarget(setting: unknown): string | null {
  if (typeof setting !== 'string') return null;
  const selector = setting.trim();
  return SIMPLE_ID_SELECTOR.test(selector) ? selector : null;
}
