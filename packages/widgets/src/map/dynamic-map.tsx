import type { MapMarker } from '@hookline/rules/page';
import { defineWidget } from '../contract.ts';
import { lookFields, sourceFields } from './fields.ts';
import { loadMarkers } from './markers.ts';
import { MapView, mapSettings } from './MapView.tsx';
import { choices, onOffWordField, radioField, selectField } from '../frame/fields.ts';

/**
 * Dynamic map (spec sections 2, 3 and 9): markers (the default pin, or a dynamic icon: an image, an
 * icon or SVG, with an animation), info windows 15 px above the marker with one marker active at a
 * time, a click action (info window, or the entry's page, optionally in a new window), a listing
 * beside the map synced with the markers, clustering, auto-centre, zoom and style, and a show-list /
 * close-list toggle on narrow screens.
 */
export const dynamicMap = defineWidget<
  {
    collection: string;
    location_field: string;
    marker_type: string;
    marker_icon_type: string;
    marker: string;
    markerAnimation: string;
    marker_click_action: string;
    open_in_new_window: string;
    listing: string;
    listing_marker_sync: string;
    markerCluster: string;
    zoom: number;
    auto_center: string;
    height: number;
    style: string;
    scroll_wheel_zoom: string;
    tile_url: string;
  },
  MapMarker[]
>({
  type: 'DynamicMap',
  label: 'Dynamic map',
  category: 'dynamic',
  pro: true,
  fields: {
    ...sourceFields,
    marker_type: radioField(
      'Marker',
      choices([
        ['default', 'Default pin'],
        ['dynamic', 'My own icon'],
      ]),
    ),
    marker_icon_type: selectField(
      'Icon is',
      choices([
        ['image', 'An image address'],
        ['icon', 'An icon (emoji or letter)'],
        ['svg', 'SVG markup'],
      ]),
    ),
    marker: { type: 'textarea', label: 'Icon' },
    markerAnimation: selectField(
      'Marker animation',
      choices([
        ['none', 'None'],
        ['bounce', 'Bounce when active'],
        ['drop', 'Drop in'],
      ]),
    ),
    marker_click_action: radioField(
      'Clicking a marker',
      choices([
        ['info_window', 'Opens its info window'],
        ['post_link', 'Opens its page'],
      ]),
    ),
    open_in_new_window: onOffWordField('Open pages in a new window'),
    listing: onOffWordField('List beside the map'),
    listing_marker_sync: onOffWordField('Keep the list and the markers in step'),
    markerCluster: onOffWordField('Group nearby markers'),
    ...lookFields,
  },
  defaultProps: {
    collection: 'stores',
    location_field: 'location',
    marker_type: 'default',
    marker_icon_type: 'icon',
    marker: '',
    markerAnimation: 'bounce',
    marker_click_action: 'info_window',
    open_in_new_window: 'off',
    listing: 'on',
    listing_marker_sync: 'on',
    markerCluster: 'on',
    zoom: 12,
    auto_center: 'on',
    height: 520,
    style: 'default',
    scroll_wheel_zoom: 'off',
    tile_url: '',
  },
  island: 'map',
  load: (props, ctx) =>
    loadMarkers(props.collection, props.location_field, ctx, {
      newWindow: props.open_in_new_window === 'on',
    }),
  spec: 'sections 2, 3, 4 and 9: "Dynamic map", "Map marker", "Map options", info window and listing overlay states, panning offset',
  Render({ id, loaded, height, listing, ...props }) {
    const markers = loaded ?? [];
    return (
      <MapView
        id={id}
        label="Map of the places listed"
        markers={markers}
        settings={mapSettings(props, markers)}
        height={Math.min(1200, Math.max(200, Number(height) || 520))}
        listing={listing !== 'off'}
      />
    );
  },
});
