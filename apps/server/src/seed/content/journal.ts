import { insertCollection, insertEntries, type Db } from '@hookline/db';
import { ZFieldDefinitions, slugify, type TFieldDefinitionInput } from '@hookline/schema/cms';
import { AUTHORS, type DemoPictures } from './demo-pictures.ts';
import { CATEGORIES, TAGS, type TermIds } from './taxonomies.ts';

/**
 * The demo's Journal: 42 posts, one every four days back from 2026-01-31, each with a category and
 * tags, a rich-text body, a reading time, an accent colour and (every third) a few pictures.
 */

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

/** The Journal collection and its posts. */
export async function seedJournal(
  db: Db,
  siteId: string,
  pictures: DemoPictures,
  terms: { categories: TermIds; tags: TermIds },
): Promise<void> {
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
        featuredImage: pictures.image(n, title),
        // One post every four days, newest first: 2026-01-31 back to mid-2025.
        publishedAt: new Date(Date.UTC(2026, 0, 31) - n * 4 * 86_400_000),
        fields: {
          subtitle: `Week ${n + 1} of the journal`,
          body: body(title, n + 1),
          reading_time: 3 + (n % 6),
          accent: ['#2b3990', '#a0522d', '#2f6b4f', '#7a4d9c'][n % 4]!,
          pictures: n % 3 === 0 ? pictures.gallery(n) : [],
        },
      },
      terms: { category: [terms.categories[category]!], tag: tagNames.map((t) => terms.tags[t]!) },
    });
  }
  await insertEntries(db, posts);
}
