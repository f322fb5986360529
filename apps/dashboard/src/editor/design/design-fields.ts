import type { TCloseOption, TDesignProperties } from '@hookline/schema';
import type { PopupDocument } from '../../api/popups.ts';
import { withDesign } from '../edit.ts';
import { fieldsOf } from '../fields/field-builders.ts';

/**
 * The design properties as the editor writes them: the display record's, and two of its own that the
 * server checks (packages/schema/src/popup-editor-input.ts) and the record carries as unknown keys.
 */
export type EditorDesign = TDesignProperties & {
  poptin_design_close_options_type?: TCloseOption;
  poptin_design_show_x_comment?: string;
};

/** Controls over the document's `design_properties`, with undo keys `design.{key}`. */
export const design = fieldsOf(
  (document: PopupDocument): EditorDesign => document.design_properties,
  withDesign,
  'design.',
);

/** A design property that should be text, or `fallback`. */
export const designText = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

/** A design property that should be a number, or `fallback`. */
export const designNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;
