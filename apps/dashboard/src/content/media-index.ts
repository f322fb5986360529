import { useCallback, useRef, useState } from 'react';
import type { TAdminMedia } from '@hookline/schema';
import { mediaApi } from '../api/media.ts';

/** How many library images the entry editor reads at once (ids to thumbnails and back). */
export const MEDIA_PAGE = 100;

/**
 * Content stores images by media id; the image picker answers library paths. This keeps both ways
 * at hand, reading the library again when a picked path is not known yet (it was just uploaded).
 */
export function useMediaIndex(clientId: string, initial: TAdminMedia[]) {
  const [rows, setRows] = useState(initial);
  const current = useRef(rows);
  current.current = rows;
  const urlOf = useCallback(
    (id: string | null | undefined) => (id ? (rows.find((m) => m.id === id)?.url ?? null) : null),
    [rows],
  );
  const idOf = useCallback(
    async (url: string): Promise<string | null> => {
      const known = current.current.find((m) => m.url === url);
      if (known) return known.id;
      const fresh = await mediaApi.list(clientId, { limit: MEDIA_PAGE, offset: 0 });
      setRows(fresh.rows);
      return fresh.rows.find((m) => m.url === url)?.id ?? null;
    },
    [clientId],
  );
  return { urlOf, idOf };
}
export type MediaIndex = ReturnType<typeof useMediaIndex>;
