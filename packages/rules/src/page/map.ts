/**
 * The map widgets' decisions (storefront spec sections 2, 3, 4 and 9): markers from entries'
 * locations, their bounds, the marker click, the one active marker, the info window's and the
 * panning offsets, and the listing's toggle on narrow screens. Pure: sizes come in.
 */

/** Spec section 9: the info window sits 15 px above the marker. */
export const INFO_WINDOW_OFFSET_PX = 15;
/** Below this width the listing is hidden behind a show-list / close-list toggle. */
export const MAP_NARROW_MAX_PX = 767;
/** OpenStreetMap's tiles: the default tile server (a setting of each map). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

export interface MapMarker {
  lat: number;
  lng: number;
  marker_index: number;
  title: string;
  address: string;
  /** The entry's address (`post_link`). */
  post_link: string;
  /** A dynamic marker's own icon address (an image), '' for the map's icon. */
  marker: string;
  open_in_new_window: boolean;
}

export type MarkerClickAction = 'info_window' | 'post_link';

/**
 * Spec section 9: the map pans so that an opened marker sits this far below the centre, leaving
 * room for its info window above it: half the map's height minus 100 px (never negative).
 */
export function panningOffset(mapHeight: number): number {
  return Math.max(0, mapHeight / 2 - 100);
}

/** A latitude and longitude that a map can place (in range, finite). */
export function validLocation(value: unknown): value is { lat: number; lng: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, lng } = value as Record<string, unknown>;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** The bounds that fit every marker (`[[south, west], [north, east]]`), or null without markers. */
export function markerBounds(
  markers: readonly { lat: number; lng: number }[],
): [[number, number], [number, number]] | null {
  if (markers.length === 0) return null;
  let [south, west, north, east] = [90, 180, -90, -180];
  for (const { lat, lng } of markers) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** What a marker click (or its listing item's) does: open its info window, or go to its entry. */
export type MarkerClickPlan =
  { kind: 'info_window'; active: number } | { kind: 'navigate'; url: string; newWindow: boolean };

/**
 * A marker click (spec section 3 `marker_click_action`): `post_link` opens the marker's entry (in a
 * new window when `open_in_new_window`); otherwise its info window opens and it becomes the one
 * active marker (the previous one closes). A marker without a link falls back to its info window.
 */
export function markerClick(action: MarkerClickAction, marker: MapMarker): MarkerClickPlan {
  if (action === 'post_link' && marker.post_link)
    return { kind: 'navigate', url: marker.post_link, newWindow: marker.open_in_new_window };
  return { kind: 'info_window', active: marker.marker_index };
}

/** The listing toggle on a narrow screen: the list shows over the map, or not; wide screens always show it. */
export function listingVisible(width: number, open: boolean): boolean {
  return width > MAP_NARROW_MAX_PX || open;
}

/** The toggle's words: Show list while the list is hidden, Close list while it shows. */
export function listingToggleLabel(open: boolean): string {
  return open ? 'Close list' : 'Show list';
}

const TILE_TEMPLATE =
  /^https:\/\/[a-z0-9.{}-]+(:\d+)?\/[^\s"'<>]*\{z\}[^\s"'<>]*\{x\}[^\s"'<>]*\{y\}[^\s"'<>]*$/i;

/** The tile server's address template (`https://…/{z}/{x}/{y}.png`), or OpenStreetMap's when unset or unusable. */
export function tileUrl(setting: unknown): string {
  return typeof setting === 'string' && TILE_TEMPLATE.test(setting.trim())
    ? setting.trim()
    : DEFAULT_TILE_URL;
}

/** A zoom level Leaflet can show (1 to 19), else `fallback`. */
export function mapZoom(value: unknown, fallback = 12): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(19, Math.max(1, Math.round(n))) : fallback;
}
