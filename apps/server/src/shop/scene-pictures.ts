import { SCENES, type Light, type Scene } from '../seed/content/journal-scenes.ts';
import { bowls, candle, jar, paint, platter, type Draw, type Hsl } from './product-drawings.ts';

/**
 * The demo pages' other pictures (the page builder's galleries, the widgets page's columns, an
 * Image block's default): a Journal scene (journal-scenes.ts, 160x90) chosen by the label, in a light
 * tinted by the address's hue, filling a square picture: the scene's top and bottom rows are drawn
 * on upwards and downwards, so a gallery that crops the square to its own shape still shows a whole
 * scene. A label without a scene gets a quiet still life in the hue (never a bare placeholder).
 */

const put = (draw: Draw, colour: Hsl, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${draw(paint(colour))}</g>`;

const fruit = (x: number, y: number, r: number, colour: string, leaf = false) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.28}" fill="rgb(255 255 255 / 0.35)"/>${
    leaf
      ? `<path d="M${x} ${y - r} C${x + 3} ${y - r - 4} ${x + 7} ${y - r - 3} ${x + 8} ${y - r - 1} C${x + 5} ${y - r + 1} ${x + 2} ${y - r} ${x} ${y - r} Z" fill="#4f7d3a"/>`
      : ''
  }`;

/** Oranges and lemons in a bowl and on a board, a jug behind, on a table under a window. */
const citrus: Scene = (l) =>
  `<rect x="96" y="6" width="48" height="40" fill="${l.glow}" stroke="#8a6a48" stroke-width="1.6"/>
<path d="M120 6 L120 46 M96 26 L144 26" stroke="#8a6a48" stroke-width="1.4"/>
<rect x="0" y="62" width="160" height="28" fill="${l.ground}"/><path d="M0 62 L160 62" stroke="rgb(0 0 0 / 0.12)"/>
${put(jar, [200, 20, 86], 10, 18, 0.5)}
<path d="M96 74 L150 70 L152 78 L98 82 Z" fill="#c8a07a" stroke="#8a6a48" stroke-width="0.8"/>
${fruit(112, 71, 5.5, '#f0a23a', true)}<path d="M124 74 A5.5 5.5 0 0 1 135 73 Z" fill="#f6d35a" stroke="#e0b73a" stroke-width="0.5"/>
${fruit(142, 69, 4, '#f2d04a')}
<ellipse cx="64" cy="48" rx="32" ry="4" fill="#8e4a34"/>
${fruit(48, 44, 7, '#f0a23a', true)}${fruit(62, 42, 7.5, '#e8902c')}${fruit(77, 44, 6.5, '#f2d04a', true)}${fruit(55, 37, 6, '#f6d35a')}${fruit(70, 35, 6.5, '#f0a23a')}
<path d="M32 48 L96 48 C94 64 80 72 64 72 C48 72 34 64 32 48 Z" fill="#c8714f" stroke="#8e4a34" stroke-width="1"/>
<path d="M38 54 C42 62 50 66 58 67" stroke="rgb(255 255 255 / 0.3)" stroke-width="2" fill="none" stroke-linecap="round"/>
${fruit(30, 80, 5, '#f2d04a')}`;

/** The still life for a label without a scene: a jar, a candle, bowls and a platter in the hue. */
const stillLife =
  (hue: number): Scene =>
  (l) =>
    `<rect x="0" y="58" width="160" height="32" fill="${l.ground}"/><path d="M0 58 L160 58" stroke="rgb(0 0 0 / 0.1)"/>
<circle cx="128" cy="20" r="10" fill="${l.glow}"/>
<ellipse cx="80" cy="78" rx="56" ry="5" fill="rgb(0 0 0 / 0.07)"/>
${put(platter, [hue, 22, 84], 30, 30, 0.46)}
${put(jar, [(hue + 180) % 360, 24, 40], 50, 12, 0.6)}
${put(candle, [44, 72, 68], 82, 28, 0.45)}
${put(bowls, [hue, 30, 56], 94, 34, 0.42)}`;

/** Labels of the demo pages (an address writes them lower case, words joined by `-`) and their scene. */
export const SCENE_LABELS: Record<string, Scene> = {
  'stoneware-mugs': SCENES.glazes!,
  'coffee-beans': SCENES.roast!,
  'harbour-morning': SCENES.harbour!,
  'citrus-on-the-table': citrus,
  'workshop-bench': SCENES.studio!,
  'bowl-set': SCENES.bowls!,
  hookline: SCENES.pourOver!,
};

/** The light of a picture in a hue: a pale wall, a deeper table, a warm highlight. */
export const hueLight = (hue: number): Light => ({
  sky: `hsl(${hue} 36% 91%)`,
  ground: `hsl(${hue} 24% 78%)`,
  glow: `hsl(${(hue + 30) % 360} 70% 88%)`,
});

/** Whether a label draws a scene of its own (rather than the still life). */
export const hasScene = (label: string) => Object.hasOwn(SCENE_LABELS, label);

const escape = (text: string) => text.replace(/[<>&]/g, '');

/** The floor below a scene, carried on to the square's bottom edge (the studio's floor lets the wall show through). */
const floor = (label: string, light: Light) =>
  `<rect x="0" y="89.5" width="160" height="35.5" fill="${
    label === 'workshop-bench' ? `color-mix(in srgb, ${light.ground} 60%, ${light.sky})` : light.ground
  }"/>`;

/**
 * The picture for a label (without `.svg`) in a hue, `size` pixels square: the wall from the top
 * edge, the scene, and its floor carried on to the bottom edge, so the square holds no empty band.
 */
export function scenePicture(label: string, hue: number, size: number): string {
  const light = hueLight(hue);
  const scene = (SCENE_LABELS[label] ?? stillLife(hue))(light);
  const title = escape(label.replace(/-/g, ' '));
  // The square box is 160 wide from y -35 to 125: 35 units above and below the scene's 90.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 -35 160 160" preserveAspectRatio="xMidYMid slice" role="img"><title>${title}</title>
<rect x="0" y="-35" width="160" height="160" fill="${light.sky}"/>
${scene}
${floor(label, light)}
</svg>`;
}
