import {
  apron,
  basket,
  beanie,
  bowls,
  candle,
  coffeeBag,
  dripper,
  espressoCup,
  filters,
  gift,
  jar,
  kettle,
  mug,
  napkins,
  notebook,
  paint,
  platter,
  saltCellar,
  tablecloth,
  tee,
  tote,
  towel,
  trivet,
  type Draw,
  type Hsl,
} from './product-drawings.ts';

/**
 * The demo catalogue's product pictures: one drawing per product (and per home-page collection and
 * the hero), shipped here as SVG markup in a 100x100 box, painted in the product's colour or in the
 * colour a variation's name says ("Everyday Tee White" is a white tee). No network, no files to fetch.
 */

/** The colours the catalogue's colour attributes name (lower case, as in an image's address). */
export const NAMED_COLOURS: Record<string, Hsl> = {
  black: [230, 8, 16],
  white: [40, 20, 96],
  indigo: [232, 38, 36],
  rust: [18, 58, 44],
  sage: [95, 18, 62],
  sand: [38, 38, 76],
  blue: [212, 52, 46],
  speckled: [36, 22, 88],
  natural: [38, 30, 84],
  charcoal: [220, 6, 30],
  olive: [66, 26, 38],
  celadon: [140, 22, 72],
  ash: [30, 6, 72],
  oat: [38, 32, 80],
  clay: [16, 42, 58],
  moss: [78, 28, 40],
  sky: [204, 58, 74],
  red: [2, 62, 46],
  grey: [210, 5, 58],
  navy: [222, 48, 24],
};

interface Art {
  draw: Draw;
  colour: Hsl;
}

/** Keyed by the product's name as an image address writes it (`Linen Napkins (4)` is `linen-napkins-4`). */
const PRODUCT_ART: Record<string, Art> = {
  'everyday-tee': { draw: tee, colour: NAMED_COLOURS.indigo! },
  'stoneware-mug': { draw: mug, colour: NAMED_COLOURS.blue! },
  'linen-apron': { draw: apron, colour: NAMED_COLOURS.natural! },
  'single-origin-coffee': { draw: coffeeBag, colour: [28, 34, 46] },
  'ceramic-bowl-set': { draw: bowls, colour: NAMED_COLOURS.celadon! },
  'waffle-tea-towel': { draw: towel, colour: NAMED_COLOURS.oat! },
  'wool-beanie': { draw: beanie, colour: NAMED_COLOURS.grey! },
  'espresso-cup': { draw: espressoCup, colour: [36, 22, 92] },
  'serving-platter': { draw: platter, colour: [200, 20, 86] },
  'pour-over-dripper': { draw: dripper, colour: [40, 18, 92] },
  'paper-filters-100': { draw: filters, colour: [36, 40, 80] },
  'gooseneck-kettle': { draw: kettle, colour: [210, 4, 24] },
  'linen-napkins-4': { draw: napkins, colour: NAMED_COLOURS.sage! },
  'linen-tablecloth': { draw: tablecloth, colour: NAMED_COLOURS.natural! },
  'beeswax-candle': { draw: candle, colour: [44, 72, 68] },
  'oak-trivet': { draw: trivet, colour: [32, 44, 58] },
  'gift-wrap': { draw: gift, colour: [4, 44, 56] },
  'recipe-notebook': { draw: notebook, colour: [152, 30, 32] },
  'canvas-tote': { draw: tote, colour: [40, 30, 78] },
  'salt-cellar': { draw: saltCellar, colour: [30, 14, 90] },
  'cold-brew-jar': { draw: jar, colour: [24, 60, 22] },
  'bread-basket': { draw: basket, colour: [36, 40, 62] },
};

/** The home page's collection cards: a few of the collection's things together. */
const GROUPS: Record<string, [string, number, number, number][]> = {
  ceramics: [
    ['stoneware-mug', -22, 6, 0.7],
    ['ceramic-bowl-set', 20, 10, 0.75],
    ['espresso-cup', 0, 22, 0.5],
  ],
  linen: [
    ['waffle-tea-towel', -20, 0, 0.75],
    ['linen-apron', 20, 2, 0.75],
    ['linen-napkins-4', 0, 24, 0.5],
  ],
  coffee: [
    ['single-origin-coffee', -20, 2, 0.72],
    ['pour-over-dripper', 20, 6, 0.7],
    ['cold-brew-jar', 0, 20, 0.5],
  ],
  apparel: [
    ['everyday-tee', -16, 2, 0.8],
    ['wool-beanie', 22, 14, 0.6],
    ['canvas-tote', 0, 22, 0.5],
  ],
  home: [
    ['beeswax-candle', -22, 4, 0.7],
    ['bread-basket', 20, 8, 0.72],
    ['oak-trivet', 0, 24, 0.5],
  ],
  hero: [
    ['waffle-tea-towel', -32, -4, 0.6],
    ['stoneware-mug', -8, 14, 0.5],
    ['single-origin-coffee', 16, 4, 0.6],
    ['beeswax-candle', 36, 16, 0.45],
  ],
};

/** Backdrops by view, so a product's gallery pictures differ at a glance. */
const BACKDROPS = ['#f3efe8', '#e9eef2', '#efe9f1', '#eaf0e8'];

const frame = (size: number, body: string, view: number, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img"><title>${title}</title>
<rect width="100" height="100" fill="${BACKDROPS[(view - 1) % BACKDROPS.length]}"/>
<ellipse cx="50" cy="88" rx="34" ry="4" fill="rgb(0 0 0 / 0.08)"/>
${body}
</svg>`;

const placed = (art: Art, colour: Hsl, dx: number, dy: number, scale: number, speckled = false) =>
  `<g transform="translate(${50 + dx - 50 * scale} ${50 + dy - 50 * scale}) scale(${scale})">${art.draw(paint(colour, speckled))}</g>`;

/**
 * The picture for an image address's label (without `.svg`): `{product}` optionally followed by
 * `-{colour}` or `-{view number}`, a collection's slug, or `hero`. Undefined for any other label.
 */
export function productPicture(label: string, size: number): string | undefined {
  const title = label.replace(/-/g, ' ');
  const group = GROUPS[label];
  if (group) {
    const body = group
      .map(([key, dx, dy, scale]) => placed(PRODUCT_ART[key]!, PRODUCT_ART[key]!.colour, dx, dy, scale))
      .join('');
    return frame(size, body, 1, title);
  }
  const key = Object.keys(PRODUCT_ART)
    .filter((k) => label === k || label.startsWith(`${k}-`))
    .sort((a, b) => b.length - a.length)[0];
  if (!key) return undefined;
  const art = PRODUCT_ART[key]!;
  const rest = label.slice(key.length + 1);
  const named = NAMED_COLOURS[rest];
  const view = /^\d+$/.test(rest) ? Number(rest) : 1;
  const colour = named ?? art.colour;
  // View 2 is the other side, view 3 a closer look, view 4 from a little further.
  const mirror = view % 2 === 0 ? 'translate(100 0) scale(-1 1)' : '';
  const scale = view === 3 ? 1.25 : view === 4 ? 0.85 : 1;
  const body = `<g transform="${mirror}">${placed(art, colour, 0, 0, scale, rest === 'speckled')}</g>`;
  return frame(size, body, view, title);
}
