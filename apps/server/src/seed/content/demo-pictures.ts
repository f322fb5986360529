import { and, eq, mediaTables, type Db } from '@hookline/db';
import type { TGalleryItemValue, TImageValue } from '@hookline/schema/cms';

/** The demo content's pictures: the site's media library (apps/server/src/seed/media), by file name. */
export interface DemoPictures {
  /** The nth picture (round the library) with its alt text; null when the library is empty. */
  image(n: number, alt: string): TImageValue | null;
  /** Every picture from the nth on, captioned Morning, Midday, Evening in turn. */
  gallery(n: number): TGalleryItemValue[];
}

/** The site's pictures, read once, as the demo content uses them. */
export async function demoPictures(db: Db, siteId: string): Promise<DemoPictures> {
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
  return { image, gallery };
}

/** The demo's authors, shared by the Journal and the Lookbook. */
export const AUTHORS = ['Maya Chen', 'Tomás Ortega', 'Ingrid Sørensen', 'Ade Okafor'];
