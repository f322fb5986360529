import type * as Leaflet from 'leaflet';

/**
 * The maps' own base layer: the world's countries (Natural Earth at 1:110m, from `world-atlas`) drawn
 * as SVG under the tiles, so that a map whose tile server cannot be reached (offline, blocked, a
 * tile server that refuses) is still a map of land, sea and borders with its markers, not a grey box.
 * Loaded with the map island only (about 40 KB gzip), after Leaflet; the tiles cover it when they load.
 */

/** The pane under Leaflet's tile pane (z-index 200). */
export const BASE_PANE = 'hl-base';

const LAND = { fillColor: '#eee9dc', color: '#b9b09c', weight: 0.8, fillOpacity: 1, opacity: 1 };

export async function addCountryOutlines(L: typeof Leaflet, map: Leaflet.Map): Promise<void> {
  const [{ feature }, atlas] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-110m.json'),
  ]);
  const topology = ((atlas as { default?: unknown }).default ?? atlas) as Parameters<typeof feature>[0];
  const countries = feature(topology, topology.objects.countries!);
  const pane = map.createPane(BASE_PANE);
  pane.style.zIndex = '150';
  pane.dataset.mapBase = '';
  // Each shape takes these options (its renderer too: an SVG of its own in the base pane).
  const options: Leaflet.GeoJSONOptions & Leaflet.PathOptions = {
    pane: BASE_PANE,
    renderer: L.svg({ pane: BASE_PANE }),
    interactive: false,
    style: () => LAND,
  };
  L.geoJSON(countries, options).addTo(map);
}
