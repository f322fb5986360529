import { settingChoice, settingNumber } from './setting-values.ts';

/** What happens to an incomplete last row: left at its natural height, stretched, centred or hidden. */
export const LAST_ROW_RULES = ['nojustify', 'justify', 'center', 'hide'] as const;
export type LastRowRule = (typeof LAST_ROW_RULES)[number];

/** The justified gallery's defaults (spec sections 3, 5 and 9): row height 200, gap 10, no row limit. */
export const JUSTIFIED_DEFAULTS = { rowHeight: 200, gap: 10, maxRows: 0, lastRow: 'nojustify' } as const;

export interface JustifiedSettings {
  rowHeight: number;
  gap: number;
  /** 0: as many rows as the images need. */
  maxRows: number;
  lastRow: LastRowRule;
}

/** The gallery's settings as the editor stores them (`row_height.size`, `gap.size`, `max_row`, `last_row`). */
export interface JustifiedSettingsInput {
  row_height?: { size?: unknown } | null;
  gap?: { size?: unknown } | null;
  max_row?: unknown;
  last_row?: unknown;
}

/**
 * The justified gallery's settings: a row height that is empty, not a number or not above 0 is
 * 200; a gap that is empty, not a number or negative is 10 (0 is a valid gap); a row limit that
 * is empty, not a whole number or negative is 0 (none); an unknown last-row rule is `nojustify`.
 */
export function justifiedSettings(input: JustifiedSettingsInput): JustifiedSettings {
  const rowHeight = settingNumber(input.row_height?.size, JUSTIFIED_DEFAULTS.rowHeight, 0);
  const maxRows = settingNumber(input.max_row, JUSTIFIED_DEFAULTS.maxRows, 0);
  return {
    rowHeight: rowHeight > 0 ? rowHeight : JUSTIFIED_DEFAULTS.rowHeight,
    gap: settingNumber(input.gap?.size, JUSTIFIED_DEFAULTS.gap, 0),
    maxRows: Number.isInteger(maxRows) ? maxRows : JUSTIFIED_DEFAULTS.maxRows,
    lastRow: settingChoice(input.last_row, LAST_ROW_RULES, JUSTIFIED_DEFAULTS.lastRow),
  };
}

/** The configuration `justified-layout` takes (the subset this gallery sets). */
export interface JustifiedLayoutConfig {
  containerWidth: number;
  containerPadding: number;
  boxSpacing: number;
  targetRowHeight: number;
  maxNumRows: number;
  showWidows: boolean;
  widowLayoutStyle: 'left' | 'justify' | 'center';
}

/** An image's width / height; 1 (square) when either is missing or not above 0. */
export function aspectRatio(image: { width?: unknown; height?: unknown }): number {
  const width = settingNumber(image.width, 0);
  const height = settingNumber(image.height, 0);
  return width > 0 && height > 0 ? width / height : 1;
}

/**
 * The arguments of a `justified-layout` call for a gallery `containerWidth` px wide:
 * `justifiedLayout(...justifiedLayoutCall(images, settings, width))`. The gap spaces the boxes
 * (not the container's edge); no row limit is the library's `Infinity`; the last-row rule becomes
 * the library's widow handling (hide: widows not shown).
 */
export function justifiedLayoutCall(
  images: readonly { width?: unknown; height?: unknown }[],
  settings: JustifiedSettings,
  containerWidth: number,
): [number[], JustifiedLayoutConfig] {
  const widowStyle = { nojustify: 'left', justify: 'justify', center: 'center', hide: 'left' } as const;
  return [
    images.map(aspectRatio),
    {
      containerWidth: Math.max(0, containerWidth),
      containerPadding: 0,
      boxSpacing: settings.gap,
      targetRowHeight: settings.rowHeight,
      maxNumRows: settings.maxRows > 0 ? settings.maxRows : Number.POSITIVE_INFINITY,
      showWidows: settings.lastRow !== 'hide',
      widowLayoutStyle: widowStyle[settings.lastRow],
    },
  ];
}
