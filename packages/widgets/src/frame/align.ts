import type { Field } from '@puckeditor/core';

export type Align = 'left' | 'center' | 'right';

/** Text alignment, as a segmented choice in the side panel. */
export const alignField: Field<Align> = {
  type: 'radio',
  label: 'Alignment',
  options: [
    { label: 'Left', value: 'left' },
    { label: 'Centre', value: 'center' },
    { label: 'Right', value: 'right' },
  ],
};
