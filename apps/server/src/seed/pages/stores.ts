import { heading, node, richText } from './nodes.ts';

/** `/stores`: the dynamic map of the Stores collection, with its listing beside it. */
export const storesPage = {
  title: 'Our stores',
  slug: 'stores',
  document: {
    root: { props: { title: 'Our stores' } },
    content: [
      heading('stores-title', 'Find a bakery near you', 'h1'),
      richText(
        'stores-intro',
        '<p>Sixty-four bakeries in London, Paris, Berlin and Madrid. Pick one on the map or in the list.</p>',
      ),
      node('DynamicMap', 'stores-map', {
        collection: 'stores',
        location_field: 'location',
        marker_click_action: 'info_window',
        listing: 'on',
        markerCluster: 'on',
        auto_center: 'on',
        height: 520,
      }),
    ],
  },
};
