import type { Field } from '@puckeditor/core';
import { choices, radioField } from './fields.ts';

export type Align = 'left' | 'center' | 'right';

/** Text alignment, as a segmented choice in the side panel. */
export const alignField: Field<Align> = radioField(
  'Alignment',
  choices([
    ['left', 'Left'],
    ['center', 'Centre'],
    ['right', 'Right'],
  ]),
);
