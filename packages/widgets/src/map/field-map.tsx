import type { MapMarker } from '@hookline/rules/page';
import { defineWidget } from '../contract.ts';
import { lookFields, sourceFields } from './fields.ts';
import { loadMarkers } from './markers.ts';
import { MapView, mapSettings } from './MapView.tsx';

/** Custom-field map: a marker per entry with a place, its info window, the map fitted to the markers. */
export const fieldMap = defineWidget<
  {
    collection: string;
    location_field: string;
    zoom: number;
    auto_center: string;
    height: number;
    style: string;
    scroll_wheel_zoom: string;
    tile_url: string;
  },
  MapMarker[]
>({
  type: 'FieldMap',
  label: 'Custom-field map',
  category: 'dynamic',
  pro: true,
  fields: { ...sourceFields, ...lookFields },
  defaultProps: {
    collection: 'stores',
    location_field: 'location',
    zoom: 12,
    auto_center: 'on',
    height: 420,
    style: 'default',
    scroll_wheel_zoom: 'off',
    tile_url: '',
  },
  island: 'map',
  load: (props, ctx) => loadMarkers(props.collection, props.location_field, ctx),
  spec: 'section 2 "Custom-field map: markers from latitude and longitude attributes, an info window, auto-fit bounds"',
  Render({ id, loaded, height, ...props }) {
    const markers = loaded ?? [];
    return (
      <MapView
        id={id}
        label="Map"
        markers={markers}
        settings={{ ...mapSettings(props, markers), markerCluster: false }}
        height={Math.min(1200, Math.max(200, Number(height) || 420))}
        listing={false}
      />
    );
  },
});
