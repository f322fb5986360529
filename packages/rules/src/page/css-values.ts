/**
 * Values that end up in a style attribute or a link, from fields editors fill in: only shapes that
 * cannot break out of `url("…")` or a declaration are kept.
 */

const IMAGE_ADDRESS = /^(?:https?:\/\/|\/(?!\/))[^\s"'()<>\\]*$/i;
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION_COLOUR = /^(?:rgba?|hsla?)\(\s*[\d.%\s,/+-]+\)$/i;
const NAMED_COLOUR = /^[a-z]{3,20}$/i;

/** An image address fit for `background-image: url("…")`: http(s) or a site path; null otherwise. */
export function safeImageAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return IMAGE_ADDRESS.test(text) ? text : null;
}

/** A CSS colour: hex, rgb(a) / hsl(a) with numbers only, or a name; null otherwise. */
export function safeColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return HEX_COLOUR.test(text) || FUNCTION_COLOUR.test(text) || NAMED_COLOUR.test(text) ? text : null;
}
