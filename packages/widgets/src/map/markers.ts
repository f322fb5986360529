import { validLocation, type MapMarker } from '@hookline/rules/page';
import type { TEntryView } from '@hookline/schema/cms';
import type { WidgetLoadContext } from '../contract.ts';

/** The most markers one map loads (three pages of the data seam's largest page). */
export const MAP_MAX_MARKERS = 300;

/** A collection's published entries that have a place in `field`, as markers (entries without one are left out). */
export async function loadMarkers(
  collection: string,
  field: string,
  ctx: WidgetLoadContext,
  options: { iconField?: string; newWindow?: boolean } = {},
): Promise<MapMarker[]> {
  if (!collection || !field) return [];
  const entries: TEntryView[] = [];
  for (let page = 1; page <= MAP_MAX_MARKERS / 100; page++) {
    const answer = await ctx.data.content.entries({
      collection,
      page,
      per_page: 100,
      sort: { by: 'title', direction: 'asc' },
    });
    entries.push(...answer.entries);
    if (page >= answer.pages) break;
  }
  return entries
    .flatMap((entry) => {
      const place = entry.fields[field];
      if (!validLocation(place)) return [];
      const icon = options.iconField ? entry.fields[options.iconField] : null;
      return [
        {
          lat: place.lat,
          lng: place.lng,
          marker_index: 0,
          title: entry.title,
          address:
            typeof (place as { address?: unknown }).address === 'string'
              ? (place as { address: string }).address
              : '',
          post_link: entry.url,
          marker:
            typeof icon === 'object' && icon !== null && typeof (icon as { url?: unknown }).url === 'string'
              ? (icon as { url: string }).url
              : '',
          open_in_new_window: options.newWindow === true,
        },
      ];
    })
    .map((marker, index) => ({ ...marker, marker_index: index }));
}
