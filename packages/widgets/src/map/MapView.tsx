import {
  DEFAULT_TILE_ATTRIBUTION,
  listingToggleLabel,
  mapZoom,
  tileUrl,
  type MapMarker,
} from '@hookline/rules/page';

/** What the map island reads from `data-settings` (spec section 3 "Map options"). */
export interface MapIslandSettings {
  marker_type: 'default' | 'dynamic';
  /** The map's marker icon: an image address, an icon name or SVG markup (`marker_icon_type`). */
  marker: string;
  marker_icon_type: 'image' | 'icon' | 'svg';
  markerAnimation: 'none' | 'bounce' | 'drop';
  marker_click_action: 'info_window' | 'post_link';
  listing_marker_sync: boolean;
  markerCluster: boolean;
  auto_center: boolean;
  zoom: number;
  center: { lat: number; lng: number };
  style: 'default' | 'grayscale' | 'dark';
  scroll_wheel_zoom: boolean;
  tile_url: string;
  tile_attribution: string;
}

export interface MapViewProps {
  id: string;
  label: string;
  markers: MapMarker[];
  settings: MapIslandSettings;
  height: number;
  /** The dynamic map's listing beside the map, with its narrow-screen toggle. */
  listing: boolean;
}

/**
 * A map's server markup: the canvas the island draws Leaflet in (its markers in `data-markers`),
 * and, for the dynamic map, the listing (server-rendered, so it reads without script) and its
 * show-list / close-list toggle for narrow screens.
 */
export function MapView({ id, label, markers, settings, height, listing }: MapViewProps) {
  return (
    <div
      id={id}
      className={`hl-map hl-map--${settings.style}${listing ? ' hl-map--listing' : ''}`}
      data-island="map"
      data-settings={JSON.stringify(settings)}
      data-markers={JSON.stringify(markers)}
    >
      {listing && (
        <button
          type="button"
          className="hl-map__toggle"
          aria-expanded="false"
          aria-controls={`${id}-list`}
          data-map-toggle=""
        >
          {listingToggleLabel(false)}
        </button>
      )}
      <div className="hl-map__layout">
        <div
          className="hl-map__canvas"
          style={{ height }}
          role="region"
          aria-label={label}
          data-map-canvas=""
        >
          {markers.length === 0 && <p className="hl-map__empty">No places to show yet.</p>}
        </div>
        {listing && (
          <div className="hl-map__listing" id={`${id}-list`} data-map-listing="">
            <ul>
              {markers.map((marker) => (
                <li
                  key={marker.marker_index}
                  data-marker-index={marker.marker_index}
                  className="hl-map__item"
                >
                  <button
                    type="button"
                    className="hl-map__item-button"
                    data-marker-index={marker.marker_index}
                  >
                    <span className="hl-map__item-title">{marker.title}</span>
                    {marker.address && <span className="hl-map__item-address">{marker.address}</span>}
                  </button>
                  {marker.post_link && (
                    <a
                      href={marker.post_link}
                      className="hl-map__item-link"
                      {...(marker.open_in_new_window ? { target: '_blank', rel: 'noopener' } : {})}
                    >
                      Details
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

/** The island's settings from a widget's props, each checked (tile server, zoom, names from their lists). */
export function mapSettings(props: Record<string, unknown>, markers: MapMarker[]): MapIslandSettings {
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
    (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
  const first = markers[0];
  return {
    marker_type: pick(props.marker_type, ['default', 'dynamic'], 'default'),
    marker: typeof props.marker === 'string' ? props.marker.slice(0, 4000) : '',
    marker_icon_type: pick(props.marker_icon_type, ['image', 'icon', 'svg'], 'icon'),
    markerAnimation: pick(props.markerAnimation, ['none', 'bounce', 'drop'], 'none'),
    marker_click_action: pick(props.marker_click_action, ['info_window', 'post_link'], 'info_window'),
    listing_marker_sync: props.listing_marker_sync !== 'off',
    markerCluster: props.markerCluster !== 'off',
    auto_center: props.auto_center !== 'off',
    zoom: mapZoom(props.zoom, 12),
    center: first ? { lat: first.lat, lng: first.lng } : { lat: 51.5074, lng: -0.1278 },
    style: pick(props.style, ['default', 'grayscale', 'dark'], 'default'),
    scroll_wheel_zoom: props.scroll_wheel_zoom === 'on',
    tile_url: tileUrl(props.tile_url),
    tile_attribution: DEFAULT_TILE_ATTRIBUTION,
  };
}
