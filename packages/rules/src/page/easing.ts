/**
 * The jQuery and jQuery UI easing names a read-more expander may name (`yrm-animate-easings`), as
 * CSS timing functions for the Web Animations API. `swing` (jQuery's default) is a sine ease in
 * and out. Elastic and bounce easings have no cubic Bézier form and are not offered.
 */
const BEZIER: Readonly<Record<string, readonly [number, number, number, number]>> = {
  swing: [0.37, 0, 0.63, 1],
  easeInSine: [0.12, 0, 0.39, 0],
  easeOutSine: [0.61, 1, 0.88, 1],
  easeInOutSine: [0.37, 0, 0.63, 1],
  easeInQuad: [0.11, 0, 0.5, 0],
  easeOutQuad: [0.5, 1, 0.89, 1],
  easeInOutQuad: [0.45, 0, 0.55, 1],
  easeInCubic: [0.32, 0, 0.67, 0],
  easeOutCubic: [0.33, 1, 0.68, 1],
  easeInOutCubic: [0.65, 0, 0.35, 1],
  easeInQuart: [0.5, 0, 0.75, 0],
  easeOutQuart: [0.25, 1, 0.5, 1],
  easeInOutQuart: [0.76, 0, 0.24, 1],
  easeInQuint: [0.64, 0, 0.78, 0],
  easeOutQuint: [0.22, 1, 0.36, 1],
  easeInOutQuint: [0.83, 0, 0.17, 1],
  easeInExpo: [0.7, 0, 0.84, 0],
  easeOutExpo: [0.16, 1, 0.3, 1],
  easeInOutExpo: [0.87, 0, 0.13, 1],
  easeInCirc: [0.55, 0, 1, 0.45],
  easeOutCirc: [0, 0.55, 0.45, 1],
  easeInOutCirc: [0.85, 0, 0.15, 1],
  easeInBack: [0.36, 0, 0.66, -0.56],
  easeOutBack: [0.34, 1.56, 0.64, 1],
  easeInOutBack: [0.68, -0.6, 0.32, 1.6],
};

/** The easing names offered, `swing` first (the default). */
export const EASING_NAMES = Object.keys(BEZIER);

/** The CSS timing function of easing `name`: `linear`, a known name's `cubic-bezier(…)`, else swing's. */
export function cssEasing(name: unknown): string {
  if (name === 'linear') return 'linear';
  const curve =
    (typeof name === 'string' && Object.hasOwn(BEZIER, name) ? BEZIER[name] : undefined) ?? BEZIER.swing;
  return `cubic-bezier(${curve?.join(', ')})`;
}
