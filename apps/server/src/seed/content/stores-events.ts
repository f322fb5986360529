import { contentTables, findCollection, insertCollection, type Db } from '@hookline/db';
import type { TFieldDefinition } from '@hookline/schema/cms';

/**
 * The demo's Stores and Events collections (docs/page-builder.md, "Maps" and "Calendar"): 64 stores
 * in four cities, close enough within a city that the map clusters them, and events from a month
 * ago to two months ahead of the day the demo was seeded. Seeded once; an editor's changes stay.
 */

const CITIES = [
  { name: 'London', lat: 51.5074, lng: -0.1278, streets: ['Oxford St', 'Baker St', 'King’s Rd', 'Brick Ln'] },
  {
    name: 'Paris',
    lat: 48.8566,
    lng: 2.3522,
    streets: ['Rue de Rivoli', 'Rue Cler', 'Bd Saint-Germain', 'Rue Oberkampf'],
  },
  {
    name: 'Berlin',
    lat: 52.52,
    lng: 13.405,
    streets: ['Kastanienallee', 'Bergmannstr.', 'Torstr.', 'Kantstr.'],
  },
  {
    name: 'Madrid',
    lat: 40.4168,
    lng: -3.7038,
    streets: ['Gran Vía', 'Calle de Alcalá', 'Calle Mayor', 'Calle Fuencarral'],
  },
] as const;

export const STORES_PER_CITY = 16;

const STORE_FIELDS: TFieldDefinition[] = [
  { key: 'location', label: 'Location', kind: 'location', required: true, instructions: '' },
  {
    key: 'city',
    label: 'City',
    kind: 'text',
    required: false,
    instructions: '',
    multiline: false,
    max_length: 80,
  },
  {
    key: 'phone',
    label: 'Phone',
    kind: 'text',
    required: false,
    instructions: '',
    multiline: false,
    max_length: 40,
  },
] as TFieldDefinition[];

const EVENT_FIELDS: TFieldDefinition[] = [
  { key: 'event_date', label: 'Date', kind: 'date', required: true, instructions: '' },
  {
    key: 'venue',
    label: 'Venue',
    kind: 'text',
    required: false,
    instructions: '',
    multiline: false,
    max_length: 120,
  },
] as TFieldDefinition[];

/** A store's place: the city centre plus a fixed spread (deterministic, within about 4 km). */
function storePlace(city: (typeof CITIES)[number], index: number) {
  const angle = (index * 137.5 * Math.PI) / 180;
  const radius = 0.004 + 0.0022 * index;
  const lat = Number((city.lat + radius * Math.sin(angle)).toFixed(5));
  const lng = Number((city.lng + radius * 1.5 * Math.cos(angle)).toFixed(5));
  return { lat, lng, address: `${10 + index * 7} ${city.streets[index % 4]}, ${city.name}` };
}

const EVENT_TITLES = [
  'Sourdough workshop',
  'Tasting evening',
  'Meet the bakers',
  'Kids’ cookie class',
  'Coffee cupping',
  'Pastry masterclass',
  'Autumn market',
  'Book signing',
];

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Seeds the Stores and Events collections of a site once (a collection it already has is left alone). */
export async function seedStoresAndEvents(db: Db, siteId: string, now: Date = new Date()): Promise<void> {
  if (!(await findCollection(db, siteId, { slug: 'stores' }))) {
    const stores = await insertCollection(db, {
      siteId,
      slug: 'stores',
      name: 'Stores',
      singularName: 'Store',
      description: 'Our bakeries, with their places on the map.',
      fields: STORE_FIELDS,
      taxonomies: [],
    });
    // One statement for every store: the seed runs at each start and in tests.
    await db.insert(contentTables.entries).values(
      CITIES.flatMap((city) =>
        Array.from({ length: STORES_PER_CITY }, (_, i) => ({
          siteId,
          collectionId: stores.id,
          slug: `${city.name.toLowerCase()}-${i + 1}`,
          title: `${city.name} ${city.streets[i % 4]} #${i + 1}`,
          status: 'published',
          excerpt: `Fresh bread and pastries on ${city.streets[i % 4]}.`,
          publishedAt: now,
          fields: {
            location: storePlace(city, i),
            city: city.name,
            phone: `+44 20 7946 ${String(1000 + i).slice(-4)}`,
          },
        })),
      ),
    );
  }
  if (!(await findCollection(db, siteId, { slug: 'events' }))) {
    const events = await insertCollection(db, {
      siteId,
      slug: 'events',
      name: 'Events',
      singularName: 'Event',
      description: 'Workshops, tastings and markets.',
      fields: EVENT_FIELDS,
      taxonomies: [],
    });
    // From 30 days ago to 60 days ahead, every fourth day, two on some days.
    const rows = [];
    for (let offset = -30, n = 0; offset <= 60; offset += 4, n++) {
      const date = day(new Date(now.getTime() + offset * 86_400_000));
      for (let k = 0; k < (n % 3 === 0 ? 2 : 1); k++) {
        const title = EVENT_TITLES[(n + k) % EVENT_TITLES.length]!;
        const city = CITIES[(n + k) % 4]!.name;
        rows.push({
          siteId,
          collectionId: events.id,
          slug: `${date}-${k + 1}`,
          title,
          status: 'published',
          excerpt: `${title} at our ${city} bakery.`,
          publishedAt: now,
          fields: { event_date: date, venue: `${city} bakery` },
        });
      }
    }
    await db.insert(contentTables.entries).values(rows);
  }
}
