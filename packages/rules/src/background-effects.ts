/**
 * Background effects (spec section 4): wheel, starry-sky, ball, snow, rain and confetti, drawn on a
 * canvas behind a popup's content. Their opacity and how many particles fill an area are decided
 * here; the embed's effects chunk draws them.
 */

export type BackgroundEffectName = 'wheel' | 'starry-sky' | 'ball' | 'snow' | 'rain' | 'confetti';

const NAMES: ReadonlySet<string> = new Set(['wheel', 'starry-sky', 'ball', 'snow', 'rain', 'confetti']);

/** The design's effect (`poptin_design_background_effect`), or null for none or an unknown name. */
export function backgroundEffectOf(value: unknown): BackgroundEffectName | null {
  return typeof value === 'string' && NAMES.has(value) ? (value as BackgroundEffectName) : null;
}

/**
 * The effect canvas's opacity (spec section 4): starry-sky 0.7, rain and wheel 0.5; the others 1,
 * or 0.5 on a gamified popup or a popup without a background colour (where a full-strength effect
 * would drown the content).
 */
export function backgroundEffectOpacity(
  effect: BackgroundEffectName,
  facts: { gamified: boolean; hasBackgroundColor: boolean },
): number {
  if (effect === 'starry-sky') return 0.7;
  if (effect === 'rain' || effect === 'wheel') return 0.5;
  return facts.gamified || !facts.hasBackgroundColor ? 0.5 : 1;
}

/**
 * Particles per px of the effect's area: snow about 0.0005 and wheel 0.00025 (spec section 4); the
 * others are ours, chosen to read as the same density.
 */
export const EFFECT_DENSITY: Readonly<Record<BackgroundEffectName, number>> = {
  snow: 0.0005,
  wheel: 0.00025,
  'starry-sky': 0.0004,
  rain: 0.0003,
  ball: 0.00006,
  confetti: 0.0002,
};

/** No effect draws more than this, however large the window (a 4K screen would ask for 4,000 flakes). */
export const MAX_EFFECT_PARTICLES = 1200;

/** How many particles an effect draws over `width` x `height` px: at least 1, at most 1,200. */
export function effectParticleCount(effect: BackgroundEffectName, width: number, height: number): number {
  const area = Math.max(0, width) * Math.max(0, height);
  return Math.min(MAX_EFFECT_PARTICLES, Math.max(1, Math.round(area * EFFECT_DENSITY[effect])));
}
