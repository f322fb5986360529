import { resolveDynamicBackground } from '@hookline/rules/page';
import type { TFlexibleRowView, TRowView, TValueView } from '@hookline/schema/cms';
import type { WidgetLoadContext } from '../contract.ts';
import { loadSourceEntry, type EntrySource } from '../frame/entry-source.ts';

/** One row as the loop shows it: its layout (flexible content), its values in order, its background. */
export interface LoopRow {
  layout: string;
  label: string;
  values: { key: string; value: TValueView }[];
  background: { image: string | null; color: string | null };
}

/** The spec's dynamic background keys, for each row (spec 3 "Dynamic background settings"). */
export interface RowBackground {
  cf_field_key: string;
  cf_color_field_key: string;
  bg_flexible_field: string;
  flex_sub_field: string;
  bg_color_flexible_field: string;
  flex_color_sub_field: string;
}

export const noRowBackground: RowBackground = {
  cf_field_key: '',
  cf_color_field_key: '',
  bg_flexible_field: '',
  flex_sub_field: '',
  bg_color_flexible_field: '',
  flex_color_sub_field: '',
};

const isFlexible = (row: unknown): row is TFlexibleRowView =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as TFlexibleRowView).layout === 'string' &&
  'fields' in row;

/**
 * A repeater's or flexible-content field's rows as loop rows, each with the background its row
 * gives (the image and colour sub-fields the settings name, which are then not shown again as
 * values); null when there is no entry or field.
 */
export function loopRows(value: unknown, background: RowBackground): LoopRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((row: TRowView | TFlexibleRowView) => {
    if (isFlexible(row)) {
      const settings = {
        acf_field_type: 'flexible_content',
        bg_source: 'custom_field',
        enable_bg_color: true,
        bg_color_source: 'custom_field',
        ...background,
      };
      const shown = new Set([
        row.layout === background.bg_flexible_field ? background.flex_sub_field : '',
        row.layout === background.bg_color_flexible_field ? background.flex_color_sub_field : '',
      ]);
      return {
        layout: row.layout,
        label: row.label,
        values: Object.entries(row.fields)
          .filter(([key]) => !key || !shown.has(key))
          .map(([key, v]) => ({ key, value: v })),
        background: resolveDynamicBackground(settings, {
          flexibleRow: { layout: row.layout, fields: row.fields },
        }),
      };
    }
    const settings = {
      acf_field_type: 'repeater',
      bg_source: 'custom_field',
      enable_bg_color: true,
      bg_color_source: 'custom_field',
      ...background,
    };
    const shown = new Set([background.cf_field_key, background.cf_color_field_key]);
    return {
      layout: '',
      label: '',
      values: Object.entries(row)
        .filter(([key]) => !shown.has(key))
        .map(([key, v]) => ({ key, value: v })),
      background: resolveDynamicBackground(settings, { row }),
    };
  });
}

export async function loadLoopRows(
  source: EntrySource & { field: string },
  background: RowBackground,
  ctx: WidgetLoadContext,
): Promise<LoopRow[] | null> {
  if (!source.field) return null;
  const entry = await loadSourceEntry(source, ctx);
  if (!entry) return null;
  return loopRows(entry.fields[source.field], background);
}
