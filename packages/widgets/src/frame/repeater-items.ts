import type { Field } from '@puckeditor/core';
import type { TRowView } from '@hookline/schema/cms';
import type { WidgetLoadContext } from '../contract.ts';
import { textField } from './fields.ts';

/** An item of an accordion or tabs: a title and its (sanitised) rich-text content. */
export interface RepeaterItem {
  title: string;
  html: string;
}

/**
 * Where the items come from: typed in the widget, or the rows of a repeater field of an entry
 * (its title and content sub-fields named by key).
 */
export interface RepeaterSource {
  collection: string;
  entry: string;
  field: string;
  titleKey: string;
  contentKey: string;
}

export const emptySource: RepeaterSource = {
  collection: '',
  entry: '',
  field: '',
  titleKey: 'title',
  contentKey: 'content',
};

export const repeaterSourceField: Field<RepeaterSource> = {
  type: 'object',
  label: 'Items from a repeater field (leave the collection empty to use the items above)',
  objectFields: {
    collection: textField('Collection'),
    entry: textField('Entry (slug)'),
    field: textField('Repeater field key'),
    titleKey: textField('Title sub-field key'),
    contentKey: textField('Content sub-field key'),
  },
};

export const itemsField: Field<RepeaterItem[]> = {
  type: 'array',
  label: 'Items',
  arrayFields: { title: textField('Title'), html: { type: 'richtext', label: 'Content' } },
  defaultItemProps: { title: 'New item', html: '<p>Its content.</p>' },
  getItemSummary: (item) => item.title || 'Item',
};

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The rows of a repeater field as items; null when the source is off (the typed items are used). */
export async function loadRepeaterItems(
  source: RepeaterSource,
  ctx: WidgetLoadContext,
): Promise<RepeaterItem[] | null> {
  if (!source.collection || !source.entry || !source.field) return null;
  const entry = await ctx.data.content.entry(source.collection, source.entry);
  const rows = entry?.fields[source.field];
  if (!Array.isArray(rows)) return [];
  return (rows as TRowView[]).map((row) => ({
    title: text(row[source.titleKey]),
    html: text(row[source.contentKey]),
  }));
}
