import { SiteCrumbs } from '../components/SiteCrumbs.tsx';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../api/admin.ts';
import type { Media } from '../api/media.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { withSession } from '../session.ts';
import ui from '../styles/ui.module.css';
import { MediaGrid, mediaFacts } from './MediaGrid.tsx';
import styles from './Media.module.css';
import { UploadZone } from './UploadZone.tsx';
import { useMediaLibrary } from './use-media-library.ts';

export const mediaLibraryLoader = withSession(({ params, request }: LoaderFunctionArgs) =>
  adminApi.site(params.clientId ?? '', { signal: request.signal }),
);

/** `/sites/:clientId/media`: the site's images, to upload, look through and delete. */
export function MediaLibraryPage() {
  const site = useLoaderData<typeof mediaLibraryLoader>();
  return <Library key={site.client_id} clientId={site.client_id} name={site.name} />;
}

function Library({ clientId, name }: { clientId: string; name: string }) {
  const library = useMediaLibrary(clientId);
  const [deleting, setDeleting] = useState<Media | null>(null);

  return (
    <>
      <title>{`${name} · Media · Hookline`}</title>
      <SiteCrumbs site={{ client_id: clientId, name }} current="Media" />
      <h1>Media library</h1>
      <p className={ui.muted}>
        Images for {name}’s popups. Visitors load them from Hookline, cached for a year; the same file
        uploaded twice is kept once.
      </p>
      <section className={ui.panel} aria-label="Images">
        <div id="media-upload">
          <UploadZone library={library} />
        </div>
        {library.error && (
          <p role="alert" className={ui.alert}>
            {library.error}
          </p>
        )}
        {library.items.length > 0 && (
          <MediaGrid items={library.items} onDelete={(media) => setDeleting(media)} />
        )}
        {!library.loading && library.items.length === 0 && !library.error && (
          <EmptyState
            title="No images yet"
            action={
              <button
                type="button"
                className={ui.button}
                // The upload zone's own button opens the file picker.
                onClick={() => document.querySelector<HTMLElement>('#media-upload button')?.click()}
              >
                Upload an image
              </button>
            }
          >
            Images you upload here can be used in any popup of the site.
          </EmptyState>
        )}
        <div className={styles.more}>
          {library.hasMore && (
            <button type="button" className={ui.secondary} onClick={() => void library.loadMore()}>
              Show more
            </button>
          )}
          {library.total > 0 && (
            <span className={ui.muted} role="status">
              {library.items.length < library.total
                ? `${library.items.length} of ${library.total} images`
                : `${library.total} ${library.total === 1 ? 'image' : 'images'}`}
            </span>
          )}
        </div>
      </section>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.file_name}?`}
          cancel={{ label: 'Keep it', onClick: () => setDeleting(null) }}
          actions={[
            {
              label: 'Delete image',
              danger: true,
              onClick: () => {
                void library.remove(deleting.id);
                setDeleting(null);
              },
            },
          ]}
        >
          <p>
            {mediaFacts(deleting)}. Popups that show it will show no image there until you choose another.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
