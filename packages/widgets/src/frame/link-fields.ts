import type { Field } from '@puckeditor/core';
import type { WrapperLink } from '../section/wrapper-link.ts';

/** The empty link (no address: nothing is clickable). */
export const noLink: WrapperLink = { url: '', isExternal: false, nofollow: false };

/** The side panel's fields of a link (spec 3 "Wrapper link": url, is_external, nofollow). */
export function linkFields(label: string): Field<WrapperLink> {
  const onOff = [
    { label: 'Off', value: false },
    { label: 'On', value: true },
  ];
  return {
    type: 'object',
    label,
    objectFields: {
      url: { type: 'text', label: 'Address' },
      isExternal: { type: 'radio', label: 'Open in a new window', options: onOff },
      nofollow: { type: 'radio', label: 'Add nofollow', options: onOff },
    },
  };
}
