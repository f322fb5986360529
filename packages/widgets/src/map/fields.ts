import type { Field } from '@puckeditor/core';
import { choices, numberField, onOffWordField, selectField, textField } from '../frame/fields.ts';

/** The side-panel fields both maps share: the collection and its location field, zoom, height, style, tiles. */
export const sourceFields = {
  collection: textField('Collection (slug, such as stores)'),
  location_field: textField('Location field (key, such as location)'),
} satisfies Record<string, Field>;

export const lookFields = {
  zoom: numberField('Zoom (1 to 19; used when the map does not fit its markers)', 1, 19),
  auto_center: onOffWordField('Fit the map to its markers'),
  height: numberField('Height (pixels)', 200, 1200),
  style: selectField(
    'Map style',
    choices([
      ['default', 'Standard'],
      ['grayscale', 'Grey'],
      ['dark', 'Dark'],
    ]),
  ),
  scroll_wheel_zoom: onOffWordField('Zoom with the mouse wheel'),
  tile_url: textField('Tile server (https://…/{z}/{x}/{y}.png; OpenStreetMap when empty)'),
} satisfies Record<string, Field>;
