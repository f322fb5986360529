import { useState } from 'react';
import { slugify, type TAdminTaxonomy, type TAdminTerm } from '@hookline/schema/cms';
import ui from '../../styles/ui.module.css';
import styles from '../Content.module.css';
import type { FieldContext } from '../field-inputs/field-input-props.ts';
import { ImageInput } from '../field-inputs/ImageInput.tsx';
import { fromLocal, toLocal, type EntryDraft } from './entry-draft.ts';
import { EntryTerms } from './EntryTerms.tsx';

/**
 * What every entry has: title, address (made from the title until the editor types one; a stored
 * entry keeps its own), author, date, excerpt, featured image and its collection's terms.
 */
export function EntryMainFields({
  draft,
  set,
  isNew,
  taxonomies,
  terms,
  ctx,
}: {
  draft: EntryDraft;
  set(patch: Partial<EntryDraft>): void;
  isNew: boolean;
  taxonomies: TAdminTaxonomy[];
  terms: Record<string, TAdminTerm[]>;
  ctx: FieldContext;
}) {
  const [slugTouched, setSlugTouched] = useState(!isNew);
  return (
    <section className={ui.panel} aria-label="Entry">
      <div className={styles.stack}>
        <div className={styles.grid}>
          <label className={styles.field}>
            Title
            <input
              value={draft.title}
              onChange={(e) =>
                set({ title: e.target.value, ...(slugTouched ? {} : { slug: slugify(e.target.value) }) })
              }
            />
          </label>
          <label className={styles.field}>
            Address
            <input
              value={draft.slug}
              onChange={(e) => {
                setSlugTouched(true);
                set({ slug: e.target.value });
              }}
            />
          </label>
          <label className={styles.field}>
            Author
            <input value={draft.author} onChange={(e) => set({ author: e.target.value })} />
          </label>
          <label className={styles.field}>
            Date (empty: when first published)
            <input
              type="datetime-local"
              value={toLocal(draft.published_at)}
              onChange={(e) => set({ published_at: fromLocal(e.target.value) })}
            />
          </label>
        </div>
        <label className={styles.field}>
          Excerpt
          <textarea value={draft.excerpt} onChange={(e) => set({ excerpt: e.target.value })} />
        </label>
        <ImageInput
          label="Featured image"
          value={draft.featured_image}
          onChange={(featured_image) => set({ featured_image })}
          ctx={ctx}
        />
        <EntryTerms
          taxonomies={taxonomies}
          terms={terms}
          value={draft.terms}
          onChange={(t) => set({ terms: t })}
        />
      </div>
    </section>
  );
}
