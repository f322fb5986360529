import { responsiveNumber, type DeviceMode } from './devices.ts';

/** Masonry columns by device when the editor sets none: 3 on desktop, 2 on tablet, 1 on a phone. */
export const MASONRY_COLUMN_DEFAULTS: Readonly<Record<DeviceMode, number>> = {
  desktop: 3,
  tablet: 2,
  mobile: 1,
};

/** The number of masonry columns on `device`, from the `columns` responsive setting (whole, at least 1). */
export function masonryColumnCount(settings: Readonly<Record<string, unknown>>, device: DeviceMode): number {
  return Math.floor(responsiveNumber(settings, 'columns', device, MASONRY_COLUMN_DEFAULTS));
}

export interface MasonryPlacement {
  /** Per item, in order: its column and its top offset in px. */
  items: { column: number; top: number }[];
  /** The item indexes of each column, top to bottom. */
  columns: number[][];
  /** The height of the tallest column: the grid's height. */
  height: number;
}

/**
 * Masonry placement: each item in turn goes to the shortest column so far (the leftmost of equal
 * ones), `gap` px below the item above it. Heights that are not numbers or negative count as 0; a
 * column count below 1 is 1.
 */
export function masonryPlacement(heights: readonly number[], columnCount: number, gap = 0): MasonryPlacement {
  const count = Math.max(1, Math.floor(columnCount) || 1);
  const columnHeights = Array<number>(count).fill(0);
  const columns: number[][] = Array.from({ length: count }, () => []);
  const items = heights.map((raw, index) => {
    const height = Number.isFinite(raw) && raw > 0 ? raw : 0;
    const column = columnHeights.indexOf(Math.min(...columnHeights));
    const top = columns[column]?.length ? (columnHeights[column] ?? 0) + gap : 0;
    columnHeights[column] = top + height;
    columns[column]?.push(index);
    return { column, top };
  });
  return { items, columns, height: Math.max(...columnHeights) };
}
