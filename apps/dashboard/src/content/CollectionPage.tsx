import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../api/admin.ts';
import { contentApi } from '../api/content.ts';
import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import { CollectionEntries } from './collection/CollectionEntries.tsx';
import { CollectionSettings } from './collection/CollectionSettings.tsx';
export const collectionLoader = withSession(async ({ params, request }: LoaderFunctionArgs) => {
  const clientId = params.clientId ?? '';
  const signal = request.signal;
  const url = new URL(request.url);
  const query = {
    search: url.searchParams.get('search') ?? '',
    status: url.searchParams.get('status') ?? 'all',
    page: Number(url.searchParams.get('page') ?? '1') || 1,
  };
  const [site, collection, taxonomies, entries] = await Promise.all([
    adminApi.site(clientId, { signal }),
    contentApi.collection(clientId, params.collectionId ?? '', { signal }),
    contentApi.taxonomies(clientId, { signal }),
    contentApi.entries(clientId, params.collectionId ?? '', query, { signal }),
  ]);
  return { site, collection, taxonomies, entries, query };
});

/**
 * `/sites/:clientId/content/collections/:collectionId`: the collection's entries (search, status,
 * a new one) and its settings: names, taxonomies and custom fields of every kind, with repeater
 * sub-fields and flexible-content layouts. A change that stored values no longer fit is refused
 * with the entries it concerns; saving again with "clear them" empties those values.
 */
export function CollectionPage() {
  const { site, collection, taxonomies, entries, query } = useLoaderData<typeof collectionLoader>();
  const base = `/sites/${site.client_id}/content`;
  return (
    <>
      <title>{`${collection.name} · Content · Hookline`}</title>
      <SiteCrumbs site={site} trail={[{ to: base, label: 'Content' }]} current={collection.name} />
      <h1>{collection.name}</h1>
      <p className={ui.muted}>
        Entries are at{' '}
        <code>
          /{collection.slug}/{'{entry}'}
        </code>{' '}
        once published.
      </p>
      <CollectionEntries base={base} collection={collection} entries={entries} query={query} />
      <CollectionSettings clientId={site.client_id} collection={collection} taxonomies={taxonomies} />
    </>
  );
}
