import type { CSSProperties } from 'react';
import type { Field } from '@puckeditor/core';
import { selectField } from './fields.ts';

export const ASPECT_RATIOS = ['original', '1:1', '4:3', '3:2', '16:9', '3:4', '2:3'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const aspectRatioField: Field<AspectRatio> = selectField(
  'Aspect ratio',
  ASPECT_RATIOS.map((r) => ({ label: r === 'original' ? 'Original' : r, value: r })),
);

/**
 * The style that fits a picture to an aspect ratio (spec 2 "Post image: aspect-ratio fit"): cropped
 * to cover the box, centred; the original ratio leaves the picture as it is.
 */
export function aspectRatioStyle(ratio: AspectRatio): CSSProperties {
  if (ratio === 'original' || !ASPECT_RATIOS.includes(ratio)) return { width: '100%', height: 'auto' };
  const [w, h] = ratio.split(':');
  return { width: '100%', height: 'auto', aspectRatio: `${w} / ${h}`, objectFit: 'cover' };
}
