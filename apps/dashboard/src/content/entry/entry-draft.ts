import type { TAdminEntry, TImageValue } from '@hookline/schema/cms';

/** An entry as the editor holds it while it is written. */
export interface EntryDraft {
  title: string;
  slug: string;
  status: 'draft' | 'published';
  excerpt: string;
  author: string;
  featured_image: TImageValue | null;
  published_at: string | null;
  terms: Record<string, string[]>;
  fields: Record<string, unknown>;
}

/** A custom field's key and the value it holds when the entry has none. */
export type FieldKey = { key: string; empty: unknown };

/** The draft of a stored entry, or of a new one; every custom field gets a value (its empty one). */
export function draftOf(entry: TAdminEntry | null, fieldKeys: FieldKey[]): EntryDraft {
  return {
    title: entry?.title ?? '',
    slug: entry?.slug ?? '',
    status: entry?.status ?? 'draft',
    excerpt: entry?.excerpt ?? '',
    author: entry?.author ?? '',
    featured_image: entry?.featured_image ?? null,
    published_at: entry?.published_at ?? null,
    terms: entry?.terms ?? {},
    fields: Object.fromEntries(fieldKeys.map((f) => [f.key, entry?.fields[f.key] ?? f.empty])),
  };
}

/** `2025-06-30T18:30` in the editor's time zone from an ISO instant, and back. */
export const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocal = (local: string) => (local ? new Date(local).toISOString() : null);
