import type { Field } from '@puckeditor/core';

/** A link as stored (spec 3 "Wrapper link": url, is_external, nofollow). */
export interface LinkSetting {
  url: string;
  is_external: boolean;
  nofollow: boolean;
}

/** The empty link (no address: nothing is clickable). */
export const noLink: LinkSetting = { url: '', is_external: false, nofollow: false };

export const onOffOptions = [
  { label: 'Off', value: false },
  { label: 'On', value: true },
];

/** The side panel's fields of a link. */
export function linkFields(label: string): Field<LinkSetting> {
  return {
    type: 'object',
    label,
    objectFields: {
      url: { type: 'text', label: 'Address' },
      is_external: { type: 'radio', label: 'Open in a new window', options: onOffOptions },
      nofollow: { type: 'radio', label: 'Add nofollow', options: onOffOptions },
    },
  };
}
