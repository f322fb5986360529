import { insertCollection, insertEntries, type Db } from '@hookline/db';
import { ZFieldDefinitions, slugify, type TFieldDefinitionInput } from '@hookline/schema/cms';
import { readFileSync } from 'node:fs';
import { saveDemoPicture } from '../demo-media.ts';
import { AUTHORS } from './demo-pictures.ts';
import { journalPost } from './journal-art.ts';
import { SUBJECTS, type JournalSubject } from './journal-posts.ts';
import { CATEGORIES, TAGS, type TermIds } from './taxonomies.ts';

/**
 * The demo's Journal: 42 posts, one every four days back from 2026-01-31, each with its own picture
 * (journal-art.ts, in the media library), its own excerpt and body (journal-posts.ts), a category and
 * tags, a reading time, an accent colour and (every third) a gallery: its subject in the three lights.
 */

export const JOURNAL_COUNT = 42;

const journalFields: TFieldDefinitionInput[] = [
  { key: 'subtitle', label: 'Subtitle', kind: 'text' },
  { key: 'body', label: 'Body', kind: 'rich_text' },
  { key: 'reading_time', label: 'Reading time', kind: 'number', unit: 'min', min: 1, max: 60 },
  { key: 'accent', label: 'Accent colour', kind: 'color' },
  { key: 'pictures', label: 'Pictures', kind: 'gallery' },
];

/** A post's body: the subject's paragraphs, its three tips, a quote and a line on the angle. */
export function postBody(subject: JournalSubject, angle: number): string {
  const [first, second] = subject.paragraphs;
  const closing = [
    'Next time: the people behind the market stalls, and what they carry home at the end of the day.',
    'Keep this guide close; we will add to it as the seasons change.',
    'We will go back again next year, and tell you what changed.',
  ][angle]!;
  return [
    `<p>${first}</p>`,
    '<h3>What we learned</h3>',
    `<p>${second}</p>`,
    `<ul>${subject.tips.map((tip) => `<li>${tip}</li>`).join('')}</ul>`,
    `<blockquote><p>${subject.quote}</p></blockquote>`,
    `<p>${closing}</p>`,
  ].join('');
}

/** The Journal collection and its posts. */
export async function seedJournal(
  db: Db,
  siteId: string,
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
  const pictures: string[] = [];
  for (let n = 0; n < JOURNAL_COUNT; n++) {
    const { file } = journalPost(n);
    const bytes = readFileSync(new URL(`../media/journal/${file}`, import.meta.url));
    pictures.push(await saveDemoPicture(db, siteId, `journal-${file}`, bytes));
  }
  /** The three pictures of post n's subject (morning, midday, evening), for its gallery. */
  const gallery = (n: number) =>
    [0, 1, 2].map((angle) => ({
      media_id: pictures[(n % SUBJECTS.length) + angle * SUBJECTS.length]!,
      alt: journalPost((n % SUBJECTS.length) + angle * SUBJECTS.length).title,
      caption: ['Morning', 'Midday', 'Evening'][angle]!,
    }));
  const taken = new Set<string>();
  const posts: Parameters<typeof insertEntries>[1][number][] = [];
  for (let n = 0; n < JOURNAL_COUNT; n++) {
    const { subject, angle, title } = journalPost(n);
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
        excerpt: subject.excerpts[angle],
        author: AUTHORS[n % AUTHORS.length]!,
        featuredImage: { media_id: pictures[n]!, alt: title },
        // One post every four days, newest first: 2026-01-31 back to mid-2025.
        publishedAt: new Date(Date.UTC(2026, 0, 31) - n * 4 * 86_400_000),
        fields: {
          subtitle: subject.deck,
          body: postBody(subject, angle),
          reading_time: 3 + (n % 6),
          accent: ['#2b3990', '#a0522d', '#2f6b4f', '#7a4d9c'][n % 4]!,
          pictures: n % 3 === 0 ? gallery(n) : [],
        },
      },
      terms: { category: [terms.categories[category]!], tag: tagNames.map((t) => terms.tags[t]!) },
    });
  }
  await insertEntries(db, posts);
}
