import type { Field } from '@puckeditor/core';

/** The side-panel fields both maps share: the collection and its location field, zoom, height, style, tiles. */
export const sourceFields = {
  collection: { type: 'text', label: 'Collection (slug, such as stores)' },
  location_field: { type: 'text', label: 'Location field (key, such as location)' },
} satisfies Record<string, Field>;

export const lookFields = {
  zoom: {
    type: 'number',
    label: 'Zoom (1 to 19; used when the map does not fit its markers)',
    min: 1,
    max: 19,
  },
  auto_center: {
    type: 'radio',
    label: 'Fit the map to its markers',
    options: [
      { label: 'On', value: 'on' },
      { label: 'Off', value: 'off' },
    ],
  },
  height: { type: 'number', label: 'Height (pixels)', min: 200, max: 1200 },
  style: {
    type: 'select',
    label: 'Map style',
    options: [
      { label: 'Standard', value: 'default' },
      { label: 'Grey', value: 'grayscale' },
      { label: 'Dark', value: 'dark' },
    ],
  },
  scroll_wheel_zoom: {
    type: 'radio',
    label: 'Zoom with the mouse wheel',
    options: [
      { label: 'On', value: 'on' },
      { label: 'Off', value: 'off' },
    ],
  },
  tile_url: { type: 'text', label: 'Tile server (https://…/{z}/{x}/{y}.png; OpenStreetMap when empty)' },
} satisfies Record<string, Field>;
