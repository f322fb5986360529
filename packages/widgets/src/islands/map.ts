import type * as Leaflet from 'leaflet';
import {
  INFO_WINDOW_OFFSET_PX,
  listingToggleLabel,
  markerBounds,
  markerClick,
  panningOffset,
  type MapMarker,
} from '@hookline/rules/page';
import type { IslandMount } from '../contract.ts';
import type { MapIslandSettings } from '../map/MapView.tsx';
import { addCountryOutlines } from './map-base.ts';
import { islandScope, WIDGETS_STYLE_LINK } from './mount.ts';

/**
 * The maps' island (custom-field and dynamic maps): Leaflet and leaflet.markercluster, loaded only
 * by pages with a map, with their style sheets. The markers, clusters, info windows and listing
 * work without the tiles, and the map's own country outlines (map-base.ts) lie under the tiles, so
 * a map whose tile server cannot be reached still shows land, sea and borders.
 */

/** Leaflet's and the cluster plug-in's style sheets, copied beside the shop's assets at build time. */
const STYLE_SHEETS = ['leaflet.css', 'MarkerCluster.css', 'MarkerCluster.Default.css'];

/**
 * Links Leaflet's style sheets where the map is: the page's head, or the Shadow DOM of the
 * page-builder popup it is in, beside the widgets' style sheet (their vendor folder is beside it).
 */
function addStyleSheets(root: HTMLElement): void {
  const scope = islandScope(root);
  const widgets = scope.querySelector<HTMLLinkElement>(`link[${WIDGETS_STYLE_LINK}]`);
  const inPopup = scope instanceof ShadowRoot;
  const base = inPopup && widgets ? new URL('vendor/', widgets.href) : new URL('../vendor/', import.meta.url);
  for (const name of STYLE_SHEETS) {
    const href = new URL(name, base).href;
    if (scope.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    if (inPopup) scope.prepend(link);
    else document.head.append(link);
  }
}

let leaflet: Promise<typeof Leaflet> | null = null;
/** Leaflet, then the cluster plug-in (which adds itself to the global `L`). */
function loadLeaflet(): Promise<typeof Leaflet> {
  return (leaflet ??= import('leaflet').then(async (module) => {
    const L = (module as { default?: typeof Leaflet }).default ?? module;
    (window as unknown as { L: typeof Leaflet }).L = L;
    await import('leaflet.markercluster');
    return L;
  }));
}

/** The default pin: an SVG drawn as a div icon (no image files to fetch). */
const PIN_SVG =
  '<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true"><path d="M15 1C7.3 1 1 7.1 1 14.7 1 25 15 39 15 39s14-14 14-24.3C29 7.1 22.7 1 15 1z" fill="#2b3990" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A marker's icon: the default pin, or the map's (or the entry's own) image, icon text or SVG. */
function iconFor(
  L: typeof Leaflet,
  settings: MapIslandSettings,
  marker: MapMarker,
): Leaflet.Icon | Leaflet.DivIcon {
  const animation = settings.markerAnimation === 'drop' ? ' hl-map__pin--drop' : '';
  const own = marker.marker || (settings.marker_type === 'dynamic' ? settings.marker : '');
  if (own && (marker.marker || settings.marker_icon_type === 'image') && /^(https?:\/\/|\/)/.test(own))
    return L.icon({
      iconUrl: own,
      iconSize: [36, 36],
      iconAnchor: [18, 36],
      popupAnchor: [0, -36],
      className: `hl-map__pin${animation}`,
    });
  if (own && settings.marker_icon_type === 'svg') {
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(own)}`;
    return L.divIcon({
      html: `<img src="${src}" alt="" width="36" height="36">`,
      className: `hl-map__pin${animation}`,
      iconSize: [36, 36],
      iconAnchor: [18, 36],
      popupAnchor: [0, -36],
    });
  }
  if (own && settings.marker_icon_type === 'icon')
    return L.divIcon({
      html: `<span class="hl-map__pin-text">${escapeText(own.slice(0, 4))}</span>`,
      className: `hl-map__pin${animation}`,
      iconSize: [36, 36],
      iconAnchor: [18, 36],
      popupAnchor: [0, -36],
    });
  return L.divIcon({
    html: PIN_SVG,
    className: `hl-map__pin${animation}`,
    iconSize: [30, 40],
    iconAnchor: [15, 40],
    popupAnchor: [0, -40],
  });
}

/** An info window's content: the place's name, address and a link to its page. */
function infoWindow(marker: MapMarker): HTMLElement {
  const box = document.createElement('div');
  box.className = 'hl-map__info';
  const title = document.createElement('strong');
  title.textContent = marker.title;
  box.append(title);
  if (marker.address) {
    const address = document.createElement('p');
    address.textContent = marker.address;
    box.append(address);
  }
  if (marker.post_link) {
    const link = document.createElement('a');
    link.href = marker.post_link;
    link.textContent = 'View details';
    if (marker.open_in_new_window) Object.assign(link, { target: '_blank', rel: 'noopener' });
    box.append(link);
  }
  return box;
}

async function start(root: HTMLElement): Promise<void> {
  const settings = JSON.parse(root.dataset.settings ?? '{}') as MapIslandSettings;
  const markers = JSON.parse(root.dataset.markers ?? '[]') as MapMarker[];
  const canvas = root.querySelector<HTMLElement>('[data-map-canvas]');
  if (!canvas) return;
  addStyleSheets(root);
  const L = await loadLeaflet();
  canvas.replaceChildren();
  const map = L.map(canvas, {
    center: [settings.center.lat, settings.center.lng],
    zoom: settings.zoom,
    scrollWheelZoom: settings.scroll_wheel_zoom,
  });
  L.tileLayer(settings.tile_url, { attribution: settings.tile_attribution, maxZoom: 19 }).addTo(map);
  // Not awaited: the markers do not wait for the outlines.
  addCountryOutlines(L, map).catch((error: unknown) =>
    console.warn('[hookline] the map outlines failed to load', error),
  );

  const layer = settings.markerCluster
    ? L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 60 })
    : L.featureGroup();
  const byIndex = new Map<number, Leaflet.Marker>();
  const items = new Map<number, HTMLElement>();
  for (const item of root.querySelectorAll<HTMLElement>('[data-map-listing] li[data-marker-index]'))
    items.set(Number(item.dataset.markerIndex), item);
  const popup = L.popup({ offset: [0, -INFO_WINDOW_OFFSET_PX], autoPan: false, closeButton: true });
  let active: number | null = null;

  /** Makes one marker the active one: its info window opens (the previous closes), the map pans to it, its list item lights up. */
  const activate = (marker: MapMarker) => {
    const leafletMarker = byIndex.get(marker.marker_index);
    if (!leafletMarker) return;
    const open = () => {
      if (active !== null) {
        byIndex.get(active)?.getElement()?.classList.remove('is-active');
        items.get(active)?.classList.remove('is-active');
      }
      active = marker.marker_index;
      leafletMarker.getElement()?.classList.add('is-active');
      if (settings.markerAnimation === 'bounce') {
        const pin = leafletMarker.getElement();
        pin?.classList.remove('hl-map__pin--bounce');
        void pin?.offsetWidth;
        pin?.classList.add('hl-map__pin--bounce');
      }
      // Spec section 9: the info window's tip sits 15 px above the top of the marker's icon.
      const anchor = leafletMarker.getIcon().options.popupAnchor;
      const [x, y] = Array.isArray(anchor) ? anchor : [0, 0];
      popup.options.offset = L.point(Number(x), Number(y) - INFO_WINDOW_OFFSET_PX);
      popup.setLatLng(leafletMarker.getLatLng()).setContent(infoWindow(marker)).openOn(map);
      // Spec section 9: the marker sits half the map's height minus 100 px below the centre.
      const point = map.project(leafletMarker.getLatLng()).subtract([0, panningOffset(canvas.clientHeight)]);
      map.panTo(map.unproject(point));
      if (settings.listing_marker_sync) {
        const item = items.get(marker.marker_index);
        item?.classList.add('is-active');
        item?.scrollIntoView({ block: 'nearest' });
      }
    };
    if (layer instanceof L.MarkerClusterGroup) layer.zoomToShowLayer(leafletMarker, open);
    else open();
  };

  const onClick = (marker: MapMarker) => {
    const plan = markerClick(settings.marker_click_action, marker);
    if (plan.kind === 'navigate') {
      if (plan.newWindow) window.open(plan.url, '_blank', 'noopener');
      else window.location.assign(plan.url);
    } else activate(marker);
  };

  for (const marker of markers) {
    const leafletMarker = L.marker([marker.lat, marker.lng], {
      icon: iconFor(L, settings, marker),
      title: marker.title,
      alt: marker.title,
      keyboard: true,
    });
    leafletMarker.on('click', () => onClick(marker));
    byIndex.set(marker.marker_index, leafletMarker);
    layer.addLayer(leafletMarker);
  }
  map.on('popupclose', () => {
    if (active === null) return;
    byIndex.get(active)?.getElement()?.classList.remove('is-active');
    items.get(active)?.classList.remove('is-active');
    active = null;
  });
  const bounds = markerBounds(markers);
  // The first view is set before the markers are drawn, so they are clustered once for it: drawn
  // first, they would be merged into it with an animation, and a place picked from the list in that
  // time would open there and then be swept back into a cluster.
  if (settings.auto_center && bounds)
    map.fitBounds(bounds, { padding: [30, 30], maxZoom: 15, animate: false });
  map.addLayer(layer);

  // The listing: a click on a place opens its marker, as the marker's own click does.
  root.querySelector('[data-map-listing]')?.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-marker-index]');
    if (!button) return;
    const marker = markers.find((m) => m.marker_index === Number(button.dataset.markerIndex));
    if (!marker) return;
    // On a phone the list covers the map: it closes so that the chosen place shows.
    if (root.classList.contains('hl-map--list-open')) setListOpen(false);
    activate(marker);
  });
  // Narrow screens: the list opens over the map and closes again.
  const toggle = root.querySelector<HTMLButtonElement>('[data-map-toggle]');
  const setListOpen = (open: boolean) => {
    if (!toggle) return;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = listingToggleLabel(open);
    root.classList.toggle('hl-map--list-open', open);
  };
  toggle?.addEventListener('click', () => setListOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  root.dataset.mapReady = 'true';
}

export const mount: IslandMount = (root) => {
  start(root).catch((error: unknown) => console.warn('[hookline] the map failed to start', error));
};
