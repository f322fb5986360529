import { describe, expect, it } from 'vitest';
import type { TPopupLookInput } from '../popup-look.ts';
import * as looks from './looks.ts';

/** WCAG 2's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2's contrast ratio of two `#rrggbb` colours, from 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

type Palette = TPopupLookInput & { button: { background: string; color: string } };
/** The module's palettes (its other export, BASE_DESIGN, is behaviour, not colours). */
const palettes = Object.entries(looks as Record<string, unknown>).filter(
  (entry): entry is [string, Palette] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'button' in entry[1],
);

/**
 * Every template palette reads at WCAG AA (4.5:1 for text of normal size): the button's words on
 * the button, hovered too, and on a plain background the text and the heading; a visitor's
 * accessibility audit of a page with a template popup finds no contrast failure in it.
 */
describe('the template palettes', () => {
  it('covers the palettes', () => {
    expect(palettes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(palettes)('%s reads at 4.5:1 or more', (_name, look) => {
    expect(contrast(look.button.color, look.button.background)).toBeGreaterThanOrEqual(4.5);
    if (look.button.hover_background)
      expect(contrast(look.button.color, look.button.hover_background)).toBeGreaterThanOrEqual(4.5);
    if (look.background?.kind === 'color') {
      const paper = look.background.color;
      if (look.text_color) expect(contrast(look.text_color, paper)).toBeGreaterThanOrEqual(4.5);
      if (look.heading_color) expect(contrast(look.heading_color, paper)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
