import type { Fields } from '@puckeditor/core';
import { numberField, onOffField, textField } from './fields.ts';
import type { UnfoldProps } from './Unfold.tsx';

/** The side panel's unfold settings. */
export const unfoldFields: Fields<UnfoldProps> = {
  more: textField('More label'),
  less: textField('Less label'),
  height: numberField('Collapsed height (px)', 1),
  auto_hide: onOffField('Hide the toggle when the text is shorter'),
  icons: onOffField('Icons'),
};
