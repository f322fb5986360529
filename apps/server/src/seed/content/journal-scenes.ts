import {
  apron,
  bowls,
  coffeeBag,
  dripper,
  espressoCup,
  jar,
  kettle,
  mug,
  paint,
  platter,
  tote,
  towel,
  type Draw,
  type Hsl,
} from '../../shop/product-drawings.ts';

/**
 * The Journal's scenes: SVG markup in a 160x90 box, one per subject, drawn like the catalogue's
 * product pictures (and with them: the kettle of the pour-over is the shop's kettle).
 */

/** The light a scene is drawn in: the wall or sky behind, the floor or table, and a tint for details. */
export interface Light {
  sky: string;
  ground: string;
  /** Window light, sun and highlights. */
  glow: string;
}

/** A product drawing (100x100) placed with its top-left corner at x, y and scaled. */
const put = (draw: Draw, colour: Hsl, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${draw(paint(colour))}</g>`;

const ground = (light: Light, y = 66) =>
  `<rect x="0" y="${y}" width="160" height="${90 - y}" fill="${light.ground}"/>`;

const bean = (x: number, y: number, r = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="2.6" ry="1.8" fill="#5a3a22"/><path d="M-2 0.2 C-0.6 -0.8 0.6 0.8 2 -0.2" stroke="#c9a27a" stroke-width="0.4" fill="none"/></g>`;

export type Scene = (light: Light) => string;

export const SCENES: Record<string, Scene> = {
  kiln: (l) =>
    `${ground(l, 70)}
<rect x="96" y="8" width="10" height="22" fill="#8c4a34"/>
<path d="M52 78 L52 46 C52 18 118 18 118 46 L118 78 Z" fill="#b5613f" stroke="#7d3b26" stroke-width="1.2"/>
${[34, 46, 58, 70].map((y) => `<path d="M52 ${y} L118 ${y}" stroke="#9a4d32" stroke-width="0.8"/>`).join('')}
<path d="M70 78 L70 54 C70 42 100 42 100 54 L100 78 Z" fill="#3b1d14"/>
<path d="M73 78 L73 56 C73 46 97 46 97 56 L97 78 Z" fill="#f08a2c"/>
<path d="M78 78 C76 68 84 62 85 54 C88 62 95 68 92 78 Z" fill="#ffd27a"/>
${put(mug, [212, 52, 46], 14, 44, 0.3)}${put(mug, [36, 22, 88], 28, 48, 0.26)}
<path d="M124 70 L150 70 M124 58 L150 58" stroke="#8a6a48" stroke-width="2"/>
${put(espressoCup, [140, 22, 72], 124, 40, 0.2)}${put(espressoCup, [18, 58, 44], 136, 42, 0.18)}`,

  coldBrew: (l) =>
    `${ground(l)}
${put(jar, [24, 60, 22], 34, 14, 0.62)}
<path d="M96 40 L122 40 L119 80 L99 80 Z" fill="rgb(255 255 255 / 0.6)" stroke="#8d9398" stroke-width="1"/>
<path d="M97.5 54 L120.5 54 L119 80 L99 80 Z" fill="#6b3f22"/>
<rect x="101" y="45" width="7" height="7" rx="1" fill="#e8f3f8" stroke="#b8c9d2" stroke-width="0.5" transform="rotate(12 104 48)"/>
<rect x="109" y="47" width="7" height="7" rx="1" fill="#e8f3f8" stroke="#b8c9d2" stroke-width="0.5" transform="rotate(-10 112 50)"/>
<path d="M114 30 L110 74" stroke="#2f6b4f" stroke-width="2" stroke-linecap="round"/>
${bean(132, 76, 20)}${bean(140, 79, -30)}${bean(136, 72, 60)}${bean(20, 80, 10)}`,

  linen: (l) =>
    `<circle cx="138" cy="18" r="9" fill="${l.glow}"/>
<path d="M0 16 C50 26 110 26 160 14" fill="none" stroke="#6d5a48" stroke-width="0.8"/>
${put(towel, [38, 32, 80], 2, 6, 0.64)}${put(apron, [38, 30, 84], 50, 8, 0.64)}${put(towel, [95, 18, 62], 100, 6, 0.64)}
${ground(l, 82)}`,

  harbour: (l) =>
    `<rect x="0" y="40" width="160" height="26" fill="#6fa3bf"/>
<path d="M0 46 Q10 44 20 46 T40 46 T60 46 T80 46 T100 46 T120 46 T140 46 T160 46" stroke="#a9cde0" stroke-width="0.8" fill="none"/>
<path d="M104 44 L138 44 L132 52 L110 52 Z" fill="#2b3990"/><path d="M120 44 L120 24 L132 42 Z" fill="#f4efe4"/>
${ground(l)}
<path d="M14 36 L62 36 L66 46 L10 46 Z" fill="#c0392b"/>
${[16, 28, 40, 52].map((x) => `<path d="M${x} 36 L${x + 6} 36 L${x + 7} 46 L${x - 1} 46 Z" fill="#f4efe4"/>`).join('')}
<rect x="12" y="46" width="52" height="6" fill="#8a6a48"/><path d="M14 52 L14 80 M62 52 L62 80" stroke="#6d5a48" stroke-width="2"/>
<ellipse cx="26" cy="45" rx="6" ry="3" fill="#d9a66a"/><ellipse cx="40" cy="45" rx="7" ry="3" fill="#c8904f"/>
<circle cx="54" cy="44" r="2.5" fill="#d94b3d"/><circle cx="58" cy="45" r="2.5" fill="#e0603f"/>
<rect x="80" y="68" width="22" height="12" fill="#b48a5a" stroke="#7d5b37"/><rect x="106" y="70" width="20" height="10" fill="#c49a6a" stroke="#7d5b37"/>`,

  glazes: (l) =>
    `${ground(l, 72)}
<rect x="8" y="30" width="70" height="3" fill="#8a6a48"/>
${[
  '#7fb39a',
  '#d9c9a6',
  '#2b5f9e',
  '#a0522d',
  '#e7dfcf',
  '#5b6b3a',
  '#c9a0b8',
  '#3d4a5c',
  '#b6c8b0',
  '#d88b4a',
  '#8aa8c8',
  '#f0e6d6',
]
  .map(
    (c, i) =>
      `<rect x="${10 + (i % 6) * 11}" y="${i < 6 ? 10 : 20}" width="9" height="${i < 6 ? 8 : 9}" rx="1" fill="${c}" stroke="rgb(0 0 0 / 0.15)" stroke-width="0.5"/>`,
  )
  .join('')}
${put(bowls, [140, 22, 72], 84, 22, 0.55)}${put(mug, [212, 52, 46], 6, 40, 0.34)}${put(mug, [36, 22, 88], 40, 40, 0.34)}`,

  coast: (l) =>
    `<circle cx="124" cy="24" r="12" fill="${l.glow}"/>
<rect x="0" y="44" width="160" height="18" fill="#5c9fc0"/>
<path d="M0 50 Q20 47 40 50 T80 50 T120 50 T160 50" stroke="#b9dcec" stroke-width="1" fill="none"/>
<path d="M0 62 Q80 56 160 62 L160 90 L0 90 Z" fill="#e9d6ae"/>
${put(tote, [40, 30, 78], 20, 32, 0.5)}
<rect x="82" y="58" width="44" height="16" rx="2" fill="#d94b3d" transform="rotate(-4 104 66)"/>
${[88, 98, 108, 118].map((x) => `<path d="M${x} 58 L${x - 1} 74" stroke="#f4efe4" stroke-width="2" transform="rotate(-4 104 66)"/>`).join('')}
<rect x="136" y="52" width="7" height="22" rx="2" fill="#2f6b4f"/><rect x="137" y="49" width="5" height="4" fill="#8d9398"/>`,

  roast: (l) =>
    `${ground(l, 74)}
<rect x="30" y="44" width="6" height="30" fill="#3a3a3a"/><rect x="74" y="44" width="6" height="30" fill="#3a3a3a"/>
<circle cx="55" cy="42" r="22" fill="#b03a2e" stroke="#6e211a" stroke-width="1.5"/>
<circle cx="55" cy="42" r="12" fill="#2a2a2a"/><circle cx="55" cy="42" r="8" fill="#6b4a32"/>
<path d="M44 20 L40 6 L70 6 L66 20 Z" fill="#8d9398" stroke="#5d6368"/>
<ellipse cx="104" cy="76" rx="18" ry="4" fill="#6b4a32"/>
${[92, 98, 104, 110, 116, 101, 107].map((x, i) => bean(x, i < 5 ? 73 : 70, i * 40)).join('')}
${put(coffeeBag, [28, 34, 46], 112, 26, 0.5)}`,

  mending: (l) =>
    `${ground(l, 30)}
<path d="M16 18 L96 12 L104 82 L20 86 Z" fill="#3d5a80" stroke="#2b4161" stroke-width="1"/>
<rect x="44" y="38" width="30" height="24" fill="#e0a458" transform="rotate(-6 59 50)"/>
<rect x="44" y="38" width="30" height="24" fill="none" stroke="#f4efe4" stroke-width="1.2" stroke-dasharray="3 2" transform="rotate(-6 59 50)"/>
<rect x="120" y="28" width="18" height="30" rx="2" fill="#c0392b"/><rect x="116" y="24" width="26" height="5" rx="1" fill="#b48a5a"/><rect x="116" y="57" width="26" height="5" rx="1" fill="#b48a5a"/>
<path d="M112 72 L150 62" stroke="#8d9398" stroke-width="1.4" stroke-linecap="round"/><ellipse cx="148" cy="62.5" rx="1.6" ry="0.8" fill="${l.ground}" stroke="#8d9398" stroke-width="0.5" transform="rotate(-15 148 62.5)"/>
<path d="M129 44 C150 50 100 80 112 72" fill="none" stroke="#c0392b" stroke-width="0.8"/>
<circle cx="120" cy="80" r="4" fill="#e7c26a"/><circle cx="119" cy="79.2" r="0.6" fill="#8a6a48"/><circle cx="121" cy="80.8" r="0.6" fill="#8a6a48"/>`,

  bowls: (l) =>
    `<path d="M0 54 L160 54 L160 90 L0 90 Z" fill="${l.ground}"/>
<path d="M0 54 L160 54" stroke="rgb(0 0 0 / 0.12)" stroke-width="1"/>
${put(bowls, [140, 22, 72], 4, 12, 0.6)}${put(bowls, [16, 42, 58], 52, 18, 0.56)}${put(bowls, [36, 22, 88], 100, 14, 0.58)}
<path d="M24 78 L64 74 M96 74 L136 78" stroke="#8a6a48" stroke-width="1.4" stroke-linecap="round"/>`,

  dyePot: (l) =>
    `${ground(l, 74)}
<path d="M0 12 L160 12" stroke="#6d5a48" stroke-width="1"/>
${['#d9a33a', '#a8432e', '#c0682f', '#7a4d9c'].map((c, i) => `<path d="M${100 + i * 14} 12 C${96 + i * 14} 34 ${108 + i * 14} 34 ${104 + i * 14} 12" fill="none" stroke="${c}" stroke-width="4"/>`).join('')}
<path d="M20 40 L84 40 L80 76 L24 76 Z" fill="#4a4f55" stroke="#2a2e33" stroke-width="1.2"/>
<ellipse cx="52" cy="40" rx="32" ry="5" fill="#a8432e"/><ellipse cx="52" cy="40" rx="26" ry="3" fill="#c0682f"/>
<path d="M36 34 C34 26 40 24 38 16 M52 32 C50 24 56 22 54 14 M68 34 C66 26 72 24 70 16" stroke="rgb(255 255 255 / 0.7)" stroke-width="1.2" fill="none"/>
<path d="M30 80 L74 80" stroke="#f08a2c" stroke-width="3" stroke-linecap="round"/>`,

  studio: (l) =>
    `<rect x="20" y="8" width="56" height="52" fill="${l.glow}" stroke="#6d5a48" stroke-width="2"/>
<path d="M48 8 L48 60 M20 34 L76 34" stroke="#6d5a48" stroke-width="2"/>
<path d="M20 60 L76 60 L150 90 L60 90 Z" fill="${l.glow}" opacity="0.45"/>
${ground(l, 60).replace('/>', ' opacity="0.6"/>')}
<rect x="16" y="58" width="64" height="4" fill="#8a6a48"/>
${put(mug, [212, 52, 46], 22, 40, 0.2)}${put(espressoCup, [36, 22, 88], 42, 42, 0.18)}${put(mug, [140, 22, 72], 58, 40, 0.2)}
<rect x="96" y="50" width="56" height="5" fill="#8a6a48"/><path d="M100 55 L100 86 M148 55 L148 86" stroke="#6d5a48" stroke-width="3"/>
${put(bowls, [16, 42, 58], 104, 22, 0.32)}${put(platter, [200, 20, 86], 124, 30, 0.28)}`,

  porto: (l) =>
    `<rect x="0" y="58" width="160" height="32" fill="#4f7f99"/>
<path d="M0 64 Q20 61 40 64 T80 64 T120 64 T160 64" stroke="#9cc3d6" stroke-width="0.8" fill="none"/>
<path d="M96 58 Q124 20 152 58" fill="none" stroke="#3d4a5c" stroke-width="3"/><path d="M90 30 L158 30" stroke="#3d4a5c" stroke-width="2"/>
${[
  [4, 24, '#2b5f9e'],
  [22, 16, '#e7dfcf'],
  [40, 28, '#d88b4a'],
  [58, 20, '#f0d36a'],
  [76, 30, '#2b5f9e'],
]
  .map(
    ([x, y, c]) =>
      `<rect x="${x}" y="${y}" width="18" height="${58 - Number(y)}" fill="${c}" stroke="#3d4a5c" stroke-width="0.6"/>
<path d="M${x} ${y} L${Number(x) + 9} ${Number(y) - 7} L${Number(x) + 18} ${y} Z" fill="#b5613f"/>
<rect x="${Number(x) + 4}" y="${Number(y) + 6}" width="4" height="6" fill="#f4efe4"/><rect x="${Number(x) + 10}" y="${Number(y) + 6}" width="4" height="6" fill="#f4efe4"/>`,
  )
  .join('')}
<circle cx="138" cy="14" r="7" fill="${l.glow}"/>`,

  wheel: (l) =>
    `${ground(l, 64)}
<path d="M34 62 C34 84 126 84 126 62 Z" fill="#5d6368"/>
<ellipse cx="80" cy="62" rx="46" ry="9" fill="#8d9398"/><ellipse cx="80" cy="62" rx="38" ry="6" fill="#c8b49a"/>
<ellipse cx="80" cy="60" rx="24" ry="4" fill="#aab0b5"/>
<path d="M66 58 C62 46 70 40 68 28 L92 28 C90 40 98 46 94 58 Z" fill="#b98b64" stroke="#8a6040" stroke-width="1"/>
<ellipse cx="80" cy="28" rx="12" ry="2.6" fill="#8a6040"/>
<path d="M70 50 C74 52 86 52 90 50" stroke="#d9b48e" stroke-width="1" fill="none"/>
<path d="M38 46 C46 42 56 44 62 50 M122 46 C114 42 104 44 98 50" stroke="#c8a07a" stroke-width="7" stroke-linecap="round" fill="none"/>`,

  pourOver: (l) =>
    `${ground(l, 70)}
${put(kettle, [210, 4, 24], 2, 12, 0.62)}
${put(mug, [36, 22, 88], 76, 42, 0.42)}
${put(dripper, [40, 18, 92], 74, 21, 0.46)}
${put(coffeeBag, [28, 34, 46], 116, 28, 0.44)}
<path d="M14 30 C20 20 14 14 20 6" stroke="rgb(255 255 255 / 0.8)" stroke-width="1.4" fill="none"/>`,
};
