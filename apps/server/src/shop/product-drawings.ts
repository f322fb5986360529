/**
 * The demo catalogue's product drawings: SVG markup in a 100x100 box, one function per product,
 * painted in the colour `paint` derives its shades from (see product-art.ts, which places them).
 */

/** A colour as hue, saturation and lightness. */
export type Hsl = readonly [number, number, number];

/** The shades a drawing is painted in, from one colour. */
export interface Paint {
  base: string;
  dark: string;
  light: string;
  /** Fine lines drawn over the base (darker on light colours, lighter on dark ones). */
  line: string;
  speckled: boolean;
}

const clamp = (n: number) => Math.max(0, Math.min(100, n));
const css = ([h, s, l]: Hsl, dl = 0) => `hsl(${h} ${s}% ${clamp(l + dl)}%)`;
export const paint = (colour: Hsl, speckled = false): Paint => ({
  base: css(colour),
  dark: css(colour, colour[2] > 85 ? -14 : -12),
  light: css(colour, colour[2] > 85 ? 3 : 12),
  line: colour[2] > 55 ? 'rgb(0 0 0 / 0.18)' : 'rgb(255 255 255 / 0.28)',
  speckled,
});

const specks = (p: Paint, points: [number, number][]) =>
  p.speckled ? points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="0.9" fill="#5b4a3a"/>`).join('') : '';

export type Draw = (p: Paint) => string;

export const tee: Draw = (p) =>
  `<path d="M36 22 L24 27 L12 38 L20 48 L28 42 L28 82 L72 82 L72 42 L80 48 L88 38 L76 27 L64 22 C60 28 40 28 36 22 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2" stroke-linejoin="round"/>
<path d="M36 22 C40 28 60 28 64 22" fill="none" stroke="${p.dark}" stroke-width="2.4"/>
<path d="M28 42 L28 50 M72 42 L72 50" stroke="${p.line}" stroke-width="1"/>`;

export const mug: Draw = (p) =>
  `<path d="M66 40 C82 40 82 66 66 66" fill="none" stroke="${p.dark}" stroke-width="5"/>
<rect x="28" y="30" width="40" height="50" rx="6" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<ellipse cx="48" cy="31" rx="20" ry="4" fill="${p.dark}"/>
<path d="M32 38 L32 72" stroke="${p.light}" stroke-width="3" stroke-linecap="round"/>
${specks(p, [
  [40, 45],
  [55, 52],
  [46, 63],
  [60, 70],
  [37, 74],
  [58, 40],
  [50, 56],
])}`;

export const apron: Draw = (p) =>
  `<path d="M38 14 C38 22 40 26 40 30 M62 14 C62 22 60 26 60 30" fill="none" stroke="${p.dark}" stroke-width="2"/>
<path d="M40 30 L60 30 L60 42 C64 42 72 40 76 38 L74 86 L26 86 L24 38 C28 40 36 42 40 42 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2" stroke-linejoin="round"/>
<rect x="36" y="58" width="28" height="16" rx="2" fill="${p.light}" stroke="${p.dark}" stroke-width="1"/>
<path d="M50 58 L50 74" stroke="${p.dark}" stroke-width="0.8"/>`;

export const coffeeBag: Draw = (p) =>
  `<path d="M30 26 L70 26 L74 86 L26 86 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<path d="M30 26 L34 16 L66 16 L70 26 Z" fill="${p.dark}"/>
<rect x="36" y="44" width="28" height="24" rx="2" fill="#f6f1e7"/>
<ellipse cx="50" cy="56" rx="5" ry="7" fill="#5a3a22"/><path d="M50 49 C47 54 53 58 50 63" stroke="#f6f1e7" stroke-width="1" fill="none"/>`;

export const bowls: Draw = (p) =>
  `<path d="M14 56 L86 56 C84 76 68 86 50 86 C32 86 16 76 14 56 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<ellipse cx="50" cy="56" rx="36" ry="5" fill="${p.dark}"/>
<path d="M24 46 L76 46 C74 58 64 62 50 62 C36 62 26 58 24 46 Z" fill="${p.light}" stroke="${p.dark}" stroke-width="1"/>
<ellipse cx="50" cy="46" rx="26" ry="4" fill="${p.dark}"/>
<path d="M34 38 L66 38 C65 46 58 50 50 50 C42 50 35 46 34 38 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1"/>
<ellipse cx="50" cy="38" rx="16" ry="3" fill="${p.dark}"/>`;

export const towel: Draw = (p) =>
  `<rect x="20" y="16" width="60" height="6" rx="3" fill="#9a7b55"/>
<path d="M28 19 L72 19 L72 84 L28 84 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
${[30, 38, 46, 54, 62, 70, 78].map((y) => `<path d="M28 ${y} L72 ${y}" stroke="${p.line}" stroke-width="1"/>`).join('')}
${[36, 44, 52, 60, 68].map((x) => `<path d="M${x} 24 L${x} 80" stroke="${p.line}" stroke-width="1"/>`).join('')}
<rect x="28" y="74" width="44" height="6" fill="${p.dark}"/>`;

export const beanie: Draw = (p) =>
  `<path d="M22 64 C22 34 34 20 50 20 C66 20 78 34 78 64 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
${[30, 38, 46, 54, 62, 70].map((x) => `<path d="M${x} ${x < 50 ? 40 - (50 - x) / 3 : 40 - (x - 50) / 3} L${x} 64" stroke="${p.line}" stroke-width="1.2"/>`).join('')}
<rect x="18" y="62" width="64" height="18" rx="5" fill="${p.dark}"/>
${[24, 30, 36, 42, 48, 54, 60, 66, 72, 78].map((x) => `<path d="M${x} 64 L${x} 78" stroke="${p.line}" stroke-width="1.4"/>`).join('')}`;

export const espressoCup: Draw = (p) =>
  `<ellipse cx="50" cy="76" rx="30" ry="6" fill="${p.dark}"/><ellipse cx="50" cy="74" rx="28" ry="5" fill="${p.light}"/>
<path d="M60 50 C72 50 72 64 60 64" fill="none" stroke="${p.dark}" stroke-width="4"/>
<path d="M34 44 L64 44 L60 70 C58 74 40 74 38 70 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<ellipse cx="49" cy="44" rx="15" ry="3" fill="#4a2c1a"/>`;

export const platter: Draw = (p) =>
  `<ellipse cx="50" cy="58" rx="42" ry="22" fill="${p.dark}"/>
<ellipse cx="50" cy="55" rx="42" ry="21" fill="${p.base}"/>
<ellipse cx="50" cy="55" rx="32" ry="14" fill="${p.light}"/>`;

export const dripper: Draw = (p) =>
  `<ellipse cx="50" cy="80" rx="24" ry="4" fill="${p.dark}"/>
<path d="M26 28 L74 28 L58 68 L42 68 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<ellipse cx="50" cy="28" rx="24" ry="4" fill="${p.dark}"/>
<rect x="34" y="68" width="32" height="6" rx="2" fill="${p.base}" stroke="${p.dark}" stroke-width="1"/>
<path d="M74 34 C84 34 84 46 70 46" fill="none" stroke="${p.dark}" stroke-width="3"/>`;

export const filters: Draw = (p) =>
  [0, 6, 12]
    .map(
      (d) =>
        `<path d="M${22 + d} ${28 + d} L${70 + d} ${28 + d} L${60 + d} ${74 + d} L${34 + d} ${74 + d} Z" fill="${p.light}" stroke="${p.dark}" stroke-width="1"/>`,
    )
    .join('');

export const kettle: Draw = (p) =>
  `<path d="M30 46 C30 36 70 36 70 46 L74 80 L26 80 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<path d="M30 64 C18 62 14 44 10 30" fill="none" stroke="${p.dark}" stroke-width="3"/>
<path d="M38 38 C40 24 60 24 62 38" fill="none" stroke="#2a2a2a" stroke-width="3"/>
<ellipse cx="50" cy="80" rx="24" ry="3" fill="${p.dark}"/>
<path d="M36 50 L34 74" stroke="${p.light}" stroke-width="3" stroke-linecap="round"/>`;

export const napkins: Draw = (p) =>
  [0, 7, 14, 21]
    .map(
      (d) =>
        `<rect x="22" y="${66 - d}" width="56" height="8" rx="2" fill="${d % 14 ? p.light : p.base}" stroke="${p.dark}" stroke-width="1"/>`,
    )
    .join('') + `<path d="M22 48 L78 48" stroke="${p.dark}" stroke-width="0.8"/>`;

export const tablecloth: Draw = (p) =>
  `<path d="M14 40 L86 40 L92 76 L8 76 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
${[22, 34, 46, 58, 70, 82].map((x) => `<path d="M${x} 42 L${x + (x - 50) / 8} 76" stroke="${p.line}" stroke-width="1"/>`).join('')}
<path d="M8 76 L92 76" stroke="${p.dark}" stroke-width="2"/>
<rect x="18" y="76" width="4" height="10" fill="#8a6a48"/><rect x="78" y="76" width="4" height="10" fill="#8a6a48"/>`;

export const candle: Draw = (p) =>
  `<path d="M50 14 C56 22 56 28 50 32 C44 28 44 22 50 14 Z" fill="#f4b73e"/>
<path d="M50 20 C52 24 52 27 50 29 C48 27 48 24 50 20 Z" fill="#fff3c4"/>
<path d="M50 32 L50 38" stroke="#2a2a2a" stroke-width="1.2"/>
<rect x="34" y="38" width="32" height="44" rx="3" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<ellipse cx="50" cy="38" rx="16" ry="3" fill="${p.light}"/>
${[46, 54, 62, 70].map((y) => `<path d="M34 ${y} L66 ${y}" stroke="${p.line}" stroke-width="0.8"/>`).join('')}`;

export const trivet: Draw = (p) =>
  `<rect x="18" y="30" width="64" height="44" rx="8" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
${[32, 42, 52, 62].map((y) => `<rect x="26" y="${y - 2}" width="48" height="4" rx="2" fill="${p.dark}"/>`).join('')}
<path d="M22 36 L22 68" stroke="${p.light}" stroke-width="2" stroke-linecap="round"/>`;

export const gift: Draw = (p) =>
  `<rect x="24" y="40" width="52" height="42" rx="2" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<rect x="20" y="32" width="60" height="10" rx="2" fill="${p.light}" stroke="${p.dark}" stroke-width="1.2"/>
<rect x="46" y="32" width="8" height="50" fill="#f1ece2"/>
<path d="M50 32 C40 18 30 24 38 32 M50 32 C60 18 70 24 62 32" fill="none" stroke="#f1ece2" stroke-width="3"/>`;

export const notebook: Draw = (p) =>
  `<rect x="28" y="16" width="46" height="68" rx="3" fill="#f4efe4" stroke="${p.dark}" stroke-width="1"/>
<rect x="26" y="14" width="46" height="68" rx="3" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<rect x="62" y="14" width="4" height="68" fill="${p.dark}"/>
<rect x="34" y="30" width="22" height="10" rx="1" fill="#f4efe4"/>`;

export const tote: Draw = (p) =>
  `<path d="M38 36 C38 14 62 14 62 36" fill="none" stroke="${p.dark}" stroke-width="3"/>
<path d="M24 36 L76 36 L80 86 L20 86 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<path d="M24 44 L76 44" stroke="${p.line}" stroke-width="1.2"/>`;

export const saltCellar: Draw = (p) =>
  `<path d="M30 52 C30 80 70 80 70 52 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
<path d="M26 52 C26 38 74 38 74 52 Z" fill="#b48a5a" stroke="#7d5b37" stroke-width="1"/>
<circle cx="50" cy="38" r="4" fill="#7d5b37"/>`;

export const jar: Draw = (p) =>
  `<rect x="36" y="14" width="28" height="10" rx="2" fill="#8d9398"/>
<rect x="30" y="24" width="40" height="60" rx="8" fill="rgb(255 255 255 / 0.55)" stroke="${p.dark}" stroke-width="1.2"/>
<rect x="32" y="42" width="36" height="40" rx="6" fill="${p.base}"/>
<rect x="46" y="26" width="8" height="52" fill="#b8bec4" opacity="0.8"/>`;

export const basket: Draw = (p) =>
  `<path d="M26 40 C34 30 66 30 74 40 L60 36 L40 36 Z" fill="#efe7d6" stroke="#c9bda4" stroke-width="1"/>
<path d="M18 44 L82 44 L74 82 L26 82 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="1.2"/>
${[52, 60, 68, 76].map((y) => `<path d="M${20 + (y - 44) / 4} ${y} L${80 - (y - 44) / 4} ${y}" stroke="${p.dark}" stroke-width="1.2"/>`).join('')}
<ellipse cx="44" cy="40" rx="12" ry="6" fill="#d9a66a"/><ellipse cx="58" cy="40" rx="10" ry="5" fill="#c8904f"/>`;
