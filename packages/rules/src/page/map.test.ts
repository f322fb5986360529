import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TILE_URL,
  INFO_WINDOW_OFFSET_PX,
  listingToggleLabel,
  listingVisible,
  mapZoom,
  markerBounds,
  markerClick,
  panningOffset,
  tileUrl,
  validLocation,
  type MapMarker,
} from './map.ts';

const marker = (over: Partial<MapMarker> = {}): MapMarker => ({
  lat: 51.5,
  lng: -0.12,
  marker_index: 3,
  title: 'Covent Garden',
  address: '1 Market St',
  post_link: '/stores/covent-garden',
  marker: '',
  open_in_new_window: false,
  ...over,
});

describe('map numbers of spec section 9', () => {
  it('pans by half the map height minus 100 px', () => {
    expect(panningOffset(500)).toBe(150);
    expect(panningOffset(420)).toBe(110);
    expect(panningOffset(150)).toBe(0);
  });
  it('puts the info window 15 px above the marker', () => expect(INFO_WINDOW_OFFSET_PX).toBe(15));
});

describe('markerClick', () => {
  it('opens the info window and makes the marker the active one', () => {
    expect(markerClick('info_window', marker())).toEqual({ kind: 'info_window', active: 3 });
  });
  it('goes to the entry with post_link, in a new window when set', () => {
    expect(markerClick('post_link', marker())).toEqual({
      kind: 'navigate',
      url: '/stores/covent-garden',
      newWindow: false,
    });
    expect(markerClick('post_link', marker({ open_in_new_window: true }))).toMatchObject({ newWindow: true });
  });
  it('falls back to the info window for a marker without a link', () => {
    expect(markerClick('post_link', marker({ post_link: '' }))).toEqual({ kind: 'info_window', active: 3 });
  });
});

describe('markerBounds', () => {
  it('fits every marker', () => {
    expect(
      markerBounds([marker(), marker({ lat: 48.85, lng: 2.35 }), marker({ lat: 52.52, lng: 13.4 })]),
    ).toEqual([
      [48.85, -0.12],
      [52.52, 13.4],
    ]);
  });
  it('is null without markers', () => expect(markerBounds([])).toBeNull());
});

describe('validLocation', () => {
  it.each([
    [{ lat: 51.5, lng: -0.1 }, true],
    [{ lat: 91, lng: 0 }, false],
    [{ lat: 0, lng: 181 }, false],
    [{ lat: Number.NaN, lng: 0 }, false],
    [null, false],
    [{ lat: '51', lng: 0 }, false],
  ])('%o: %s', (value, ok) => expect(validLocation(value)).toBe(ok));
});

describe('the listing on narrow screens', () => {
  it('always shows beside a wide map', () => expect(listingVisible(1366, false)).toBe(true));
  it('shows on a phone only when opened', () => {
    expect(listingVisible(390, false)).toBe(false);
    expect(listingVisible(390, true)).toBe(true);
  });
  it('names the toggle by what it does', () => {
    expect(listingToggleLabel(false)).toBe('Show list');
    expect(listingToggleLabel(true)).toBe('Close list');
  });
});

describe('settings', () => {
  it('keeps a tile server template and falls back to OpenStreetMap', () => {
    expect(tileUrl('https://tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.com/{z}/{x}/{y}.png',
    );
    expect(tileUrl('javascript:alert(1)')).toBe(DEFAULT_TILE_URL);
    expect(tileUrl('http://tiles.example.com/{z}/{x}/{y}.png')).toBe(DEFAULT_TILE_URL);
    expect(tileUrl(undefined)).toBe(DEFAULT_TILE_URL);
  });
  it('bounds the zoom', () => {
    expect(mapZoom(25)).toBe(19);
    expect(mapZoom('4')).toBe(4);
    expect(mapZoom('x', 10)).toBe(10);
  });
});
