import type { Fields } from '@puckeditor/core';
import { onOffOptions } from './link-fields.ts';
import type { UnfoldProps } from './Unfold.tsx';

/** The side panel's unfold settings. */
export const unfoldFields: Fields<UnfoldProps> = {
  more: { type: 'text', label: 'More label' },
  less: { type: 'text', label: 'Less label' },
  height: { type: 'number', label: 'Collapsed height (px)', min: 1 },
  auto_hide: { type: 'radio', label: 'Hide the toggle when the text is shorter', options: onOffOptions },
  icons: { type: 'radio', label: 'Icons', options: onOffOptions },
};
