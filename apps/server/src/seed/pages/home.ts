import { columns, heading, node, richText, section } from './nodes.ts';

const collection = (id: string, name: string, hue: number, blurb: string, category: string) => [
  node('Image', `${id}-image`, {
    src: `/shop-images/${hue}/800/${category}.svg`,
    alt: `${name}: ${blurb.replace(/\.$/, '').toLowerCase()}`,
    ratio: '4:3',
    href: `/product-category/${category}/`,
  }),
  heading(`${id}-title`, name, 'h3'),
  richText(`${id}-text`, `<p>${blurb}</p>`),
  node('Button', `${id}-link`, {
    label: `Shop ${name.toLowerCase()}`,
    href: `/product-category/${category}/`,
    variant: 'secondary',
  }),
];

/** The front page (`home`, served at `/`): a hero, the collections and the latest Journal posts. */
export const homePage = {
  title: 'Home',
  slug: 'home',
  document: {
    root: { props: { title: 'Home' } },
    content: [
      section(
        'hero',
        [
          columns('hero-columns', 2, [
            [
              heading('hero-title', 'Good things for slow mornings', 'h1'),
              richText(
                'hero-text',
                '<p>Small-batch goods for the kitchen and the table. Free shipping over $50.</p>',
              ),
              node('Button', 'hero-button', { label: 'Browse the shop', href: '/shop' }),
            ],
            [
              node('Image', 'hero-image', {
                src: '/shop-images/30/900/hero.svg',
                alt: 'A waffle tea towel, a stoneware mug, a bag of coffee and a beeswax candle on a table',
                ratio: '4:3',
              }),
            ],
          ]),
        ],
        { width: 'full', paddingY: 96, backgroundColor: '#2b3990', textColor: '#ffffff' },
      ),
      section('journal', [
        heading('journal-title', 'From the Journal'),
        node('PostBlock', 'latest-posts', {
          collection: 'journal',
          per_page: 3,
          pagination: 'none',
          show_excerpt: true,
        }),
      ]),
      section('collections', [
        heading('collections-title', 'Collections'),
        columns('collections-columns', 3, [
          collection(
            'ceramics',
            'Ceramics',
            24,
            'Hand-thrown mugs and bowls from a small studio.',
            'ceramics',
          ),
          collection('linen', 'Linen', 140, 'Stonewashed tea towels, napkins and aprons.', 'linen'),
          collection('coffee', 'Coffee', 30, 'Single-origin beans, roasted to order every week.', 'coffee'),
        ]),
      ]),
    ],
  },
};
