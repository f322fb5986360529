/**
 * Entry and exit effects (`poptin_design_entry_effect`, `poptin_design_exit_effect`): the names
 * site owners pick (`fadeIn`, `zoomIn`, `bounceIn`, `slideInDown`, `slide-left`, ...) mapped onto
 * the popup's animations. Unknown or `none` gives no effect.
 */
const EFFECTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/zoom/i, 'zoom'],
  [/bounce/i, 'bounce'],
  [/down/i, 'slide-down'],
  [/up/i, 'slide-up'],
  [/left/i, 'slide-left'],
  [/right/i, 'slide-right'],
  [/fade/i, 'fade'],
];

function effectName(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '' || /^none$/i.test(value)) return undefined;
  return EFFECTS.find(([pattern]) => pattern.test(value))?.[1];
}

/** The class that plays on the frame for the entry effect, or the quick default fade-in. */
export function entryEffectClass(value: unknown): string {
  const name = effectName(value);
  return name ? `hl-in-${name}` : 'hl-fade-in';
}

/** The class of the exit effect, or undefined for the fast fade. */
export function exitEffectClass(value: unknown): string | undefined {
  const name = effectName(value);
  return name ? `hl-out-${name}` : undefined;
}
