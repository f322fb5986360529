import { insertCollection, insertEntries, type Db } from '@hookline/db';
import {
  ZFieldDefinitions,
  slugify,
  type TFieldDefinitionInput,
  type TFlexibleRowValue,
} from '@hookline/schema/cms';
import { AUTHORS, type DemoPictures } from './demo-pictures.ts';
import type { TermIds } from './taxonomies.ts';

/**
 * The demo's Lookbook: four looks with galleries, a repeater of looks, flexible-content sections,
 * a place, a season and a mood, so every kind of field has a value to show.
 */

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

/** Each look: title, season, mood, latitude, longitude and the place it was shot. */
const LOOKS = [
  ['Harbour linen', 'summer', 'Calm', 59.91, 10.75, 'Oslo harbour'],
  ['Kiln and wool', 'winter', 'Bold', 38.72, -9.14, 'Lisbon studio'],
  ['Citrus table', 'spring', 'Bright', 41.15, -8.61, 'Porto market'],
  ['Coast walk', 'autumn', 'Calm', 43.3, -2.0, 'San Sebastián'],
] as const;

/** The Lookbook collection and its looks. */
export async function seedLookbook(
  db: Db,
  siteId: string,
  pictures: DemoPictures,
  moods: TermIds,
): Promise<void> {
  const lookbook = await insertCollection(db, {
    siteId,
    slug: 'lookbook',
    name: 'Lookbook',
    singularName: 'Look',
    description: 'Seasonal looks with their pictures, pieces and places.',
    fields: ZFieldDefinitions.parse(lookbookFields),
    taxonomies: ['mood'],
  });
  await insertEntries(
    db,
    LOOKS.map(([title, season, mood, lat, lng, address], i) => ({
      values: {
        siteId,
        collectionId: lookbook.id,
        slug: slugify(title),
        title,
        status: 'published',
        excerpt: `${title}: a ${season} look shot at ${address}.`,
        author: AUTHORS[i % AUTHORS.length]!,
        featuredImage: pictures.image(i, title),
        publishedAt: new Date(Date.UTC(2026, 0, 20 - i * 5)),
        fields: {
          season,
          mood: [moods[mood]!],
          place: { lat, lng, address },
          shop_link: { url: '/shop', title: 'Shop the look', new_window: false, nofollow: false },
          featured: i === 0,
          shot_on: `2025-${String(3 + i * 2).padStart(2, '0')}-14`,
          launch: `2026-02-${String(1 + i).padStart(2, '0')}T18:30`,
          photos: pictures.gallery(i),
          looks: ['Morning', 'Afternoon', 'Evening', 'Night', 'Weekend'].map((part, n) => ({
            title: `${part} in ${title.toLowerCase()}`,
            text: `<p>${n % 2 ? 'A short note on the pieces.' : 'Layer the linen over wool, roll the sleeves, and keep a mug close. The pieces are made to be worn every day and mended when they need it.'}</p>`,
            image: n % 2 === 0 ? pictures.image(i + n, `${part} look`) : null,
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
            { layout: 'picture', values: { image: pictures.image(i + 1, title), caption: address } },
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
}
