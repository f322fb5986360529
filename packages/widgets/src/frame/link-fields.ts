import type { Field } from '@puckeditor/core';
import { onOffField, textField } from './fields.ts';

/** A link as stored (spec 3 "Wrapper link": url, is_external, nofollow). */
export interface LinkSetting {
  url: string;
  is_external: boolean;
  nofollow: boolean;
}

/** The empty link (no address: nothing is clickable). */
export const noLink: LinkSetting = { url: '', is_external: false, nofollow: false };

/** The side panel's fields of a link. */
export function linkFields(label: string): Field<LinkSetting> {
  return {
    type: 'object',
    label,
    objectFields: {
      url: textField('Address'),
      is_external: onOffField('Open in a new window'),
      nofollow: onOffField('Add nofollow'),
    },
  };
}
