import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_MAX_BYTES, mediaTooLargeMessage } from '@hookline/schema';
import { isApiError } from '../api/client.ts';
import { mediaApi, type Media } from '../api/media.ts';

/** Thumbnails fetched per page of the library. */
export const MEDIA_PAGE_SIZE = 48;

/** A file being sent, or one that was refused (its message says why). */
export interface UploadState {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  error: string | null;
}

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : 'The upload failed. Check your connection and try again.';

/**
 * A site's media library as the library page and the image picker use it: the images loaded so far
 * (newest first), more on demand, uploads with their progress and refusals, and deletion.
 */
export function useMediaLibrary(clientId: string) {
  const [items, setItems] = useState<Media[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const nextKey = useRef(0);

  const loadPage = useCallback(
    async (offset: number, signal?: AbortSignal) => {
      setLoading(true);
      try {
        const page = await mediaApi.list(clientId, { limit: MEDIA_PAGE_SIZE, offset }, { signal });
        setItems((current) => {
          const known = new Set(current.slice(0, offset).map((item) => item.id));
          return [...current.slice(0, offset), ...page.rows.filter((row) => !known.has(row.id))];
        });
        setTotal(page.total);
        setError(null);
      } catch (caught) {
        if (signal?.aborted) return;
        setError(messageOf(caught));
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [clientId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void loadPage(0, controller.signal);
    return () => controller.abort();
  }, [loadPage]);

  const patchUpload = (key: string, patch: Partial<UploadState>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  /** Sends the files one after another; answers the images stored (a known file answers its entry). */
  const upload = useCallback(
    async (files: readonly File[]): Promise<Media[]> => {
      const queued = files.map((file) => ({ file, key: `upload-${nextKey.current++}` }));
      setUploads((current) => [
        ...current.filter((upload) => upload.error === null && upload.progress < 1),
        ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null })),
      ]);
      const stored: Media[] = [];
      for (const { file, key } of queued) {
        if (file.size > MEDIA_MAX_BYTES) {
          patchUpload(key, { error: mediaTooLargeMessage(file.size) });
          continue;
        }
        try {
          const { media, created } = await mediaApi.upload(clientId, file, (progress) =>
            patchUpload(key, { progress }),
          );
          stored.push(media);
          setItems((current) => [media, ...current.filter((item) => item.id !== media.id)]);
          if (created) setTotal((count) => count + 1);
          setUploads((current) => current.filter((upload) => upload.key !== key));
        } catch (caught) {
          patchUpload(key, { error: messageOf(caught) });
        }
      }
      return stored;
    },
    [clientId],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await mediaApi.remove(clientId, id);
        setItems((current) => current.filter((item) => item.id !== id));
        setTotal((count) => Math.max(0, count - 1));
        setError(null);
      } catch (caught) {
        // Already gone (another tab): drop it from the grid all the same.
        if (isApiError(caught, 404)) setItems((current) => current.filter((item) => item.id !== id));
        else setError(messageOf(caught));
      }
    },
    [clientId],
  );

  const dismiss = useCallback(
    (key: string) => setUploads((current) => current.filter((upload) => upload.key !== key)),
    [],
  );

  return {
    items,
    total,
    loading,
    error,
    uploads,
    upload,
    remove,
    dismiss,
    loadMore: () => loadPage(items.length),
    hasMore: items.length < total,
  };
}

export type MediaLibrary = ReturnType<typeof useMediaLibrary>;
