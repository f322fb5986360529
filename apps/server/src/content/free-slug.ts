import { isUniqueViolation } from '@hookline/db';
import type { HttpError } from '../http/errors.ts';

/** How many twins a slug made from a name may have: slug, slug-2 … slug-50. */
const FREE_SLUG_TRIES = 50;

/**
 * Saves a record under a free slug: the slug the editor `asked` for, or, when none was asked, the
 * one made from its name (`made`), then `made-2`, `made-3`…, so a record named like another never
 * fails on a twin. An asked slug that is taken, or one with too many twins, answers `taken(slug)`.
 */
export async function saveWithFreeSlug<T>(
  asked: string | undefined,
  made: string,
  save: (slug: string) => Promise<T>,
  taken: (slug: string) => HttpError,
): Promise<T> {
  const wanted = asked ?? made;
  for (let attempt = 1; ; attempt++) {
    const slug = asked || attempt === 1 ? wanted : `${wanted.slice(0, 75)}-${attempt}`;
    try {
      return await save(slug);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (asked || attempt >= FREE_SLUG_TRIES) throw taken(slug);
    }
  }
}
