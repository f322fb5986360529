import { findCollection, type Db } from '@hookline/db';
import { demoPictures } from './content/demo-pictures.ts';
import { seedJournal } from './content/journal.ts';
import { seedLookbook } from './content/lookbook.ts';
import { seedMainMenu } from './content/main-menu.ts';
import { seedDemoTaxonomies } from './content/taxonomies.ts';

export { JOURNAL_COUNT } from './content/journal.ts';

/**
 * The demo's content, seeded once like the catalogue: a Journal of 42 posts (categories and tags,
 * a rich-text body, a reading time, an accent colour, a few pictures), a Lookbook of four looks
 * (galleries, a repeater of looks, flexible-content sections, a place, a season, a mood) and the
 * main menu. Pictures are the demo media library's own (apps/server/src/seed/media); no network.
 */

/** Seeds the demo site's content once (nothing when its Journal exists). */
export async function seedContent(db: Db, siteId: string): Promise<void> {
  if (await findCollection(db, siteId, { slug: 'journal' })) return;
  const pictures = await demoPictures(db, siteId);
  const terms = await seedDemoTaxonomies(db, siteId);
  await seedJournal(db, siteId, terms);
  await seedLookbook(db, siteId, pictures, terms.moods);
  await seedMainMenu(db, siteId);
}
