import type { Field } from '@puckeditor/core';
import type { TEntryView } from '@hookline/schema/cms';
import type { WidgetLoadContext } from '../contract.ts';
import { textField } from './fields.ts';

/**
 * Which entry a dynamic widget shows: the one named here, or, left empty on an entry template, the
 * entry the template is rendering (`/{collection}/{slug}`).
 */
export interface EntrySource {
  collection: string;
  entry: string;
}

export const templateEntry: EntrySource = { collection: '', entry: '' };

export const entrySourceField: Field<EntrySource> = {
  type: 'object',
  label: 'Entry (leave empty on an entry template: the entry shown)',
  objectFields: {
    collection: textField('Collection'),
    entry: textField('Entry (slug)'),
  },
};

/** The entry a source names, the template's entry, or null. */
export async function loadSourceEntry(
  source: EntrySource,
  ctx: WidgetLoadContext,
): Promise<TEntryView | null> {
  if (source.collection && source.entry) return ctx.data.content.entry(source.collection, source.entry);
  if (ctx.entry) return ctx.data.content.entry(ctx.entry.collection, ctx.entry.slug);
  return null;
}
