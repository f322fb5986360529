/**
 * The demo catalogue: what a small homeware and apparel shop sells. Variable products list their
 * attributes and a rule for each combination (missing, unavailable, out of stock, inactive).
 */

export interface SeedAttribute {
  name: string;
  label: string;
  values: string[];
}

/** How one combination of attribute values exists in the shop. */
export interface SeedVariationOverride {
  /** Not created at all: choosing it finds no matching variation. */
  missing?: boolean;
  visible?: boolean;
  active?: boolean;
  inStock?: boolean;
  soldIndividually?: boolean;
  minQty?: number;
  maxQty?: number | null;
  priceCents?: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  category: string;
  hue: number;
  short: string;
  description: string;
  priceCents: number;
  weight: string;
  dimensions?: [string, string, string];
  images?: number;
  /** Width of the large image; narrower than the gallery means no zoom. */
  fullSize?: number;
  inStock?: boolean;
  soldIndividually?: boolean;
  minQty?: number;
  maxQty?: number;
  attributes?: SeedAttribute[];
  /** Attribute whose values each get their own image (the variation image). */
  imageAttribute?: string;
  /** Per combination (values joined by '|', in attribute order). */
  variations?: Record<string, SeedVariationOverride>;
  /** Combinations matching any value of the named attributes, instead of the full cross product. */
  anyOf?: string[];
  /** Price added per value of an attribute. */
  surcharge?: Record<string, number>;
  reviews?: [string, number, string][];
}

export const CATEGORIES = [
  { slug: 'ceramics', name: 'Ceramics' },
  { slug: 'linen', name: 'Linen' },
  { slug: 'coffee', name: 'Coffee' },
  { slug: 'apparel', name: 'Apparel' },
  { slug: 'home', name: 'Home' },
];

const colour = (...values: string[]): SeedAttribute => ({ name: 'pa_colour', label: 'Colour', values });
const size = (...values: string[]): SeedAttribute => ({ name: 'pa_size', label: 'Size', values });

export const PRODUCTS: SeedProduct[] = [
  {
    slug: 'everyday-tee',
    name: 'Everyday Tee',
    category: 'apparel',
    hue: 220,
    short: 'Heavyweight organic cotton tee, cut a little boxy.',
    description:
      'Knitted from 220 gsm organic cotton and garment-dyed, so every colour softens with each wash.',
    priceCents: 3200,
    weight: '0.22',
    dimensions: ['30', '25', '2'],
    images: 3,
    attributes: [
      colour('Black', 'White', 'Indigo', 'Rust', 'Sage', 'Sand'),
      size('XS', 'S', 'M', 'L', 'XL', 'XXL'),
    ],
    imageAttribute: 'pa_colour',
    surcharge: { XXL: 300 },
    variations: {
      'Sand|XS': { missing: true },
      'Rust|XXL': { visible: false },
      'Indigo|XS': { inStock: false },
      'Black|XL': { inStock: false },
    },
    reviews: [
      ['Priya', 5, 'Thick, soft and the colour is exactly as pictured.'],
      ['Tom', 4, 'Runs slightly large; I sized down.'],
    ],
  },
  {
    slug: 'stoneware-mug',
    name: 'Stoneware Mug',
    category: 'ceramics',
    hue: 200,
    short: 'Hand-thrown mug with a glossy glaze inside and out.',
    description: 'Thrown on the wheel in our studio and fired to 1280 °C. Dishwasher and microwave safe.',
    priceCents: 2400,
    weight: '0.35',
    dimensions: ['9', '9', '10'],
    images: 4,
    attributes: [colour('Blue', 'White', 'Speckled'), size('8 oz', '12 oz')],
    imageAttribute: 'pa_colour',
    surcharge: { '12 oz': 400 },
    variations: {
      'Speckled|8 oz': { inStock: false },
      'White|12 oz': { soldIndividually: true },
      'Blue|12 oz': { minQty: 2, maxQty: 6 },
    },
    reviews: [
      ['Hana', 5, 'My new favourite mug. The speckled glaze is lovely.'],
      ['Luis', 5, 'Keeps coffee warm and feels great in the hand.'],
      ['Ada', 3, 'Beautiful but smaller than I expected.'],
    ],
  },
  {
    slug: 'linen-apron',
    name: 'Linen Apron',
    category: 'linen',
    hue: 35,
    short: 'Stonewashed linen apron with a deep front pocket.',
    description: 'Cross-back straps, no neck strain. Washed for softness before it reaches you.',
    priceCents: 4800,
    weight: '0.3',
    images: 2,
    attributes: [colour('Natural', 'Charcoal', 'Olive'), size('Regular', 'Long')],
    variations: {
      'Charcoal|Regular': { missing: true },
      'Olive|Long': { visible: false },
      'Natural|Long': { active: false },
    },
  },
  {
    slug: 'single-origin-coffee',
    name: 'Single-Origin Coffee',
    category: 'coffee',
    hue: 25,
    short: 'Roasted to order every Monday.',
    description: 'Choose an origin, a grind and a bag size. We roast on Monday and ship the same day.',
    priceCents: 1400,
    weight: '0.25',
    images: 2,
    attributes: [
      { name: 'pa_origin', label: 'Origin', values: ['Ethiopia', 'Colombia', 'Guatemala'] },
      { name: 'pa_grind', label: 'Grind', values: ['Whole bean', 'Espresso', 'Filter'] },
      size('250 g', '1 kg'),
    ],
    surcharge: { '1 kg': 2600, Ethiopia: 200 },
    variations: {
      'Guatemala|Espresso|1 kg': { inStock: false },
      'Guatemala|Filter|1 kg': { active: false },
      'Guatemala|Whole bean|1 kg': { active: false },
      'Colombia|Espresso|1 kg': { active: false },
    },
    reviews: [['Marek', 5, 'The Ethiopian is fruity and bright. Perfect for filter.']],
  },
  {
    slug: 'ceramic-bowl-set',
    name: 'Ceramic Bowl Set',
    category: 'ceramics',
    hue: 160,
    short: 'Four nesting bowls; pick the size, any glaze.',
    description:
      'Four bowls in one glaze. The glaze is a choice for the packing note; every glaze costs the same.',
    priceCents: 5200,
    weight: '1.8',
    images: 2,
    attributes: [size('Small', 'Large'), colour('Celadon', 'Ash', 'Oat')],
    anyOf: ['pa_colour'],
    surcharge: { Large: 2000 },
  },
  {
    slug: 'waffle-tea-towel',
    name: 'Waffle Tea Towel',
    category: 'linen',
    hue: 90,
    short: 'Thirsty waffle-weave cotton, in singles or sets.',
    description: 'Dries glasses without lint. Machine wash warm.',
    priceCents: 1200,
    weight: '0.12',
    images: 2,
    attributes: [
      colour('Oat', 'Clay', 'Moss', 'Sky'),
      { name: 'pa_pack', label: 'Pack', values: ['Single', 'Set of 3'] },
    ],
    imageAttribute: 'pa_colour',
    surcharge: { 'Set of 3': 2000 },
    variations: { 'Sky|Set of 3': { maxQty: 5 } },
  },
  {
    slug: 'wool-beanie',
    name: 'Wool Beanie',
    category: 'apparel',
    hue: 0,
    short: 'Merino rib-knit beanie.',
    description: 'Knitted in Scotland from extra-fine merino.',
    priceCents: 3600,
    weight: '0.08',
    images: 1,
    attributes: [colour('Red', 'Grey', 'Navy')],
    variations: { Navy: { soldIndividually: true }, Red: { inStock: false } },
  },
];

const simple = (
  slug: string,
  name: string,
  category: string,
  hue: number,
  priceCents: number,
  short: string,
  extra: Partial<SeedProduct> = {},
): SeedProduct => ({
  slug,
  name,
  category,
  hue,
  priceCents,
  short,
  description: `${short} Made in small batches; each piece varies a little.`,
  weight: '0.5',
  images: 2,
  ...extra,
});

PRODUCTS.push(
  simple('espresso-cup', 'Espresso Cup', 'ceramics', 210, 1600, 'A small, thick-walled cup for espresso.', {
    dimensions: ['6', '6', '6'],
    reviews: [['Gio', 5, 'Holds heat well. Exactly the right size for a double.']],
  }),
  simple('serving-platter', 'Serving Platter', 'ceramics', 190, 6800, 'A wide oval platter for the table.'),
  simple(
    'pour-over-dripper',
    'Pour-Over Dripper',
    'coffee',
    30,
    2800,
    'A ceramic cone dripper for size 02 filters.',
  ),
  simple('coffee-filters', 'Paper Filters (100)', 'coffee', 40, 600, 'Unbleached paper filters, size 02.', {
    minQty: 2,
  }),
  simple('gooseneck-kettle', 'Gooseneck Kettle', 'coffee', 15, 7400, 'A steady pour for filter coffee.', {
    inStock: false,
  }),
  simple('linen-napkins', 'Linen Napkins (4)', 'linen', 45, 3800, 'Four stonewashed napkins.'),
  simple('linen-tablecloth', 'Linen Tablecloth', 'linen', 50, 9800, 'A tablecloth for a six-seat table.'),
  simple('beeswax-candle', 'Beeswax Candle', 'home', 55, 1800, 'Hand-poured pure beeswax, 40 hours.', {
    soldIndividually: true,
  }),
  simple('oak-trivet', 'Oak Trivet', 'home', 28, 2200, 'Solid oak trivet with cork feet.'),
  simple('gift-wrap', 'Gift Wrap', 'home', 330, 400, 'Recycled paper and a cotton ribbon.', {
    images: 1,
    fullSize: 400,
  }),
  simple('recipe-notebook', 'Recipe Notebook', 'home', 300, 1900, 'A cloth-bound notebook for recipes.'),
  simple('canvas-tote', 'Canvas Tote', 'apparel', 260, 2200, 'Heavy canvas tote for the market.'),
  simple('salt-cellar', 'Salt Cellar', 'ceramics', 180, 1400, 'A lidded cellar that keeps salt dry.'),
  simple('cold-brew-jar', 'Cold Brew Jar', 'coffee', 10, 3400, 'A one-litre jar with a steel filter.', {
    maxQty: 3,
  }),
  simple('bread-basket', 'Bread Basket', 'home', 70, 2600, 'Woven seagrass basket with a linen liner.'),
);
