import { heading, node, richText } from './nodes.ts';

/** `/events`: the dynamic calendar of the Events collection, on the current month. */
export const eventsPage = {
  title: 'Events',
  slug: 'events',
  document: {
    root: { props: { title: 'Events' } },
    content: [
      heading('events-title', 'Events at our bakeries', 'h1'),
      richText(
        'events-intro',
        '<p>Workshops, tastings and markets. Pick a marked day to see what is on.</p>',
      ),
      node('DynamicCalendar', 'events-calendar', {
        collection: 'events',
        date_field: 'event_date',
        alignment: 'carousel',
        months_before: 1,
        months_after: 2,
      }),
    ],
  },
};
