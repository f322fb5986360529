import {
  and,
  eq,
  findCollection,
  insertCollection,
  insertEntries,
  insertMenu,
  insertTaxonomy,
  contentTables,
  mediaTables,
  type Db,
} from '@hookline/db';
import type { TFieldDefinitionInput, TFlexibleRowValue, TImageValue } from '@hookline/schema/cms';
import { ZFieldDefinitions, slugify } from '@hookline/schema/cms';

/**
 * The demo's content, seeded once like the catalogue: a Journal of 42 posts (categories and tags,
 * a rich-text body, a reading time, an accent colour, a few pictures), a Lookbook of four looks
 * (galleries, a repeater of looks, flexible-content sections, a place, a season, a mood) and the
 * main menu. Pictures are the demo media library's own (apps/server/src/seed/media); no network.
 */

const CATEGORIES = ['Makers', 'Recipes', 'Travel', 'Workshop', 'News'];
const TAGS = ['coffee', 'ceramics', 'linen', 'summer', 'winter', 'guide', 'interview', 'behind the scenes'];
const MOODS = ['Calm', 'Bold', 'Bright'];
const AUTHORS = ['Maya Chen', 'Tomás Ortega', 'Ingrid Sørensen', 'Ade Okafor'];
const SUBJECTS = [
  'A morning at the kiln',
  'Cold brew, slowly',
  'Linen that lasts',
  'The harbour market',
  'Glazes we keep coming back to',
  'Packing for the coast',
  'How we roast on Tuesdays',
  'Mending season',
  'Three bowls, one table',
  'Notes from the dye pot',
  'Winter light in the studio',
  'A weekend in Porto',
  'What the wheel teaches',
  'The perfect pour-over',
];
const ANGLES = ['', ': a field guide', ', revisited'];

export const JOURNAL_COUNT = 42;

const journalFields: TFieldDefinitionInput[] = [
  { key: 'subtitle', label: 'Subtitle', kind: 'text' },
  { key: 'body', label: 'Body', kind: 'rich_text' },
  { key: 'reading_time', label: 'Reading time', kind: 'number', unit: 'min', min: 1, max: 60 },
  { key: 'accent', label: 'Accent colour', kind: 'color' },
  { key: 'pictures', label: 'Pictures', kind: 'gallery' },
];

const lookbookFields: TFieldDefinitionInput[] = [
  {
    key: 'season',
    label: 'Season',
    kind: 'select',
    choices: [
      { value: 'spring', label: 'Spring' },
      { value: 'summer', label: 'Summer' },
      { value: 'autumn', label: 'Autumn' },
      { value: 'winter', label: 'Winter' },
    ],
  },
  { key: 'mood', label: 'Mood', kind: 'terms', taxonomy: 'mood', multiple: true },
  { key: 'place', label: 'Shot at', kind: 'location' },
  { key: 'shop_link', label: 'Shop the look', kind: 'link' },
  { key: 'featured', label: 'Featured', kind: 'true_false' },
  { key: 'shot_on', label: 'Shot on', kind: 'date' },
  { key: 'launch', label: 'Launch', kind: 'date_time' },
  { key: 'photos', label: 'Photos', kind: 'gallery' },
  {
    key: 'looks',
    label: 'Looks',
    kind: 'repeater',
    button_label: 'Add look',
    sub_fields: [
      { key: 'title', label: 'Title', kind: 'text' },
      { key: 'text', label: 'Text', kind: 'rich_text' },
      { key: 'image', label: 'Picture', kind: 'image' },
      { key: 'colour', label: 'Colour', kind: 'color' },
    ],
  },
  {
    key: 'sections',
    label: 'Sections',
    kind: 'flexible_content',
    layouts: [
      {
        key: 'quote',
        label: 'Quote',
        sub_fields: [
          { key: 'quote', label: 'Quote', kind: 'text', multiline: true },
          { key: 'by', label: 'By', kind: 'text' },
          { key: 'background', label: 'Background colour', kind: 'color' },
        ],
      },
      {
        key: 'picture',
        label: 'Picture',
        sub_fields: [
          { key: 'image', label: 'Picture', kind: 'image' },
          { key: 'caption', label: 'Caption', kind: 'text' },
        ],
      },
      { key: 'text_block', label: 'Text', sub_fields: [{ key: 'text', label: 'Text', kind: 'rich_text' }] },
    ],
  },
];

const body = (title: string, n: number) =>
  [
    `<p><strong>${title}.</strong> We spent the week with the people who make what we sell, and came back with notes, photographs and a few new habits.</p>`,
    '<h3>What we saw</h3>',
    `<p>Number ${n} of our journal: small batches, long mornings and the patience good things need. Every piece starts as a sketch on the back of an order slip.</p>`,
    '<ul><li>Start early, while the light is soft.</li><li>Keep the tools clean and close.</li><li>Write down what worked.</li></ul>',
    '<p>The afternoon belongs to finishing: trimming, glazing, pressing, packing. Nothing leaves the bench before it has been used at our own table for a week.</p>',
    '<blockquote><p>Make it well, then make it again.</p></blockquote>',
    '<p>Next time: the people behind the market stalls, and what they carry home at the end of the day.</p>',
  ].join('');

type Ids = Record<string, string>;

async function taxonomy(
  db: Db,
  siteId: string,
  slug: string,
  name: string,
  single: string,
  hierarchical: boolean,
  terms: string[],
) {
  const row = await insertTaxonomy(db, { siteId, slug, name, singularName: single, hierarchical });
  const made = await db
    .insert(contentTables.terms)
    .values(
      terms.map((term, position) => ({
        siteId,
        taxonomyId: row.id,
        slug: slugify(term),
        name: term,
        position,
      })),
    )
    .returning({ id: contentTables.terms.id, name: contentTables.terms.name });
  const ids: Ids = Object.fromEntries(made.map((t) => [t.name, t.id]));
  return ids;
}

/** Seeds the demo site's content once (nothing when its Journal exists). */
export async function seedContent(db: Db, siteId: string): Promise<void> {
  if (await findCollection(db, siteId, { slug: 'journal' })) return;
  const pictures = await db
    .select({ id: mediaTables.media.id })
    .from(mediaTables.media)
    .where(and(eq(mediaTables.media.siteId, siteId)))
    .orderBy(mediaTables.media.fileName);
  const image = (n: number, alt: string): TImageValue | null =>
    pictures.length ? { media_id: pictures[n % pictures.length]!.id, alt } : null;
  const gallery = (n: number) =>
    pictures.map((_, i) => ({
      ...image(n + i, `Picture ${i + 1}`)!,
      caption: ['Morning', 'Midday', 'Evening'][i % 3]!,
    }));

  const categories = await taxonomy(db, siteId, 'category', 'Categories', 'Category', true, CATEGORIES);
  const tags = await taxonomy(db, siteId, 'tag', 'Tags', 'Tag', false, TAGS);
  const moods = await taxonomy(db, siteId, 'mood', 'Moods', 'Mood', false, MOODS);

  const journal = await insertCollection(db, {
    siteId,
    slug: 'journal',
    name: 'Journal',
    singularName: 'Post',
    description: 'Stories from the workshop, the roastery and the road.',
    fields: ZFieldDefinitions.parse(journalFields),
    taxonomies: ['category', 'tag'],
  });
  const taken = new Set<string>();
  const posts: Parameters<typeof insertEntries>[1][number][] = [];
  for (let n = 0; n < JOURNAL_COUNT; n++) {
    const title = `${SUBJECTS[n % SUBJECTS.length]}${ANGLES[Math.floor(n / SUBJECTS.length) % ANGLES.length]}`;
    let slug = slugify(title);
    while (taken.has(slug)) slug = `${slug}-${n}`;
    taken.add(slug);
    const category = CATEGORIES[n % CATEGORIES.length]!;
    const tagNames = [TAGS[n % TAGS.length]!, TAGS[(n * 3 + 1) % TAGS.length]!].filter(
      (t, i, all) => all.indexOf(t) === i,
    );
    posts.push({
      values: {
        siteId,
        collectionId: journal.id,
        slug,
        title,
        status: 'published',
        excerpt: `${title}: notes from week ${n + 1} at Hookline Supply Co.`,
        author: AUTHORS[n % AUTHORS.length]!,
        featuredImage: image(n, title),
        // One post every four days, newest first: 2026-01-31 back to mid-2025.
        publishedAt: new Date(Date.UTC(2026, 0, 31) - n * 4 * 86_400_000),
        fields: {
          subtitle: `Week ${n + 1} of the journal`,
          body: body(title, n + 1),
          reading_time: 3 + (n % 6),
          accent: ['#2b3990', '#a0522d', '#2f6b4f', '#7a4d9c'][n % 4]!,
          pictures: n % 3 === 0 ? gallery(n) : [],
        },
      },
      terms: { category: [categories[category]!], tag: tagNames.map((t) => tags[t]!) },
    });
  }
  await insertEntries(db, posts);

  const lookbook = await insertCollection(db, {
    siteId,
    slug: 'lookbook',
    name: 'Lookbook',
    singularName: 'Look',
    description: 'Seasonal looks with their pictures, pieces and places.',
    fields: ZFieldDefinitions.parse(lookbookFields),
    taxonomies: ['mood'],
  });
  const looks = [
    ['Harbour linen', 'summer', 'Calm', 59.91, 10.75, 'Oslo harbour'],
    ['Kiln and wool', 'winter', 'Bold', 38.72, -9.14, 'Lisbon studio'],
    ['Citrus table', 'spring', 'Bright', 41.15, -8.61, 'Porto market'],
    ['Coast walk', 'autumn', 'Calm', 43.3, -2.0, 'San Sebastián'],
  ] as const;
  await insertEntries(
    db,
    looks.map(([title, season, mood, lat, lng, address], i) => ({
      values: {
        siteId,
        collectionId: lookbook.id,
        slug: slugify(title),
        title,
        status: 'published',
        excerpt: `${title}: a ${season} look shot at ${address}.`,
        author: AUTHORS[i % AUTHORS.length]!,
        featuredImage: image(i, title),
        publishedAt: new Date(Date.UTC(2026, 0, 20 - i * 5)),
        fields: {
          season,
          mood: [moods[mood]!],
          place: { lat, lng, address },
          shop_link: { url: '/shop', title: 'Shop the look', new_window: false, nofollow: false },
          featured: i === 0,
          shot_on: `2025-${String(3 + i * 2).padStart(2, '0')}-14`,
          launch: `2026-02-${String(1 + i).padStart(2, '0')}T18:30`,
          photos: gallery(i),
          looks: ['Morning', 'Afternoon', 'Evening', 'Night', 'Weekend'].map((part, n) => ({
            title: `${part} in ${title.toLowerCase()}`,
            text: `<p>${n % 2 ? 'A short note on the pieces.' : 'Layer the linen over wool, roll the sleeves, and keep a mug close. The pieces are made to be worn every day and mended when they need it.'}</p>`,
            image: n % 2 === 0 ? image(i + n, `${part} look`) : null,
            colour: ['#dbe7f0', '#f2e3d5', '#e6ecd9', '#f5e9c8', '#ece3f2'][n]!,
          })),
          sections: [
            {
              layout: 'quote',
              values: {
                quote: 'We shot everything before nine.',
                by: AUTHORS[i % AUTHORS.length]!,
                background: '#f1efe9',
              },
            },
            { layout: 'picture', values: { image: image(i + 1, title), caption: address } },
            {
              layout: 'text_block',
              values: { text: '<p>Every piece in this look is in the shop, in small batches.</p>' },
            },
          ] as TFlexibleRowValue[],
        },
      },
      terms: { mood: [moods[mood]!] },
    })),
  );

  await insertMenu(db, {
    siteId,
    slug: 'main',
    name: 'Main menu',
    items: [
      {
        id: 'shop',
        label: 'Shop',
        url: '/shop',
        entry_id: null,
        new_window: false,
        nofollow: false,
        children: [],
      },
      {
        id: 'journal',
        label: 'Journal',
        url: '/journal',
        entry_id: null,
        new_window: false,
        nofollow: false,
        children: CATEGORIES.slice(0, 3).map((c) => ({
          id: `journal-${slugify(c)}`,
          label: c,
          url: `/journal?e-filter-journal-posts-category=${slugify(c)}`,
          entry_id: null,
          new_window: false,
          nofollow: false,
          children: [],
        })),
      },
      {
        id: 'lookbook',
        label: 'Lookbook',
        url: '/lookbook/harbour-linen',
        entry_id: null,
        new_window: false,
        nofollow: false,
        children: [],
      },
      {
        id: 'widgets',
        label: 'Every widget',
        url: '/widgets',
        entry_id: null,
        new_window: false,
        nofollow: false,
        children: [],
      },
    ],
  });
}
