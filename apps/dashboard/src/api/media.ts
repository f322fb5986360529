import type { TAdminMedia, TAdminMediaPage, TMediaUploadResponse } from '@hookline/schema';
import { ApiError, request } from './client.ts';

/* A site's media library; the wire shapes are `@hookline/schema`'s admin API (admin-api/media.ts). */

export type Media = TAdminMedia;

type Signal = { signal?: AbortSignal };
const path = (clientId: string) => `/api/admin/sites/${encodeURIComponent(clientId)}/media`;

/**
 * Sends a file as the request body (the server reads its type from its bytes). XMLHttpRequest, not
 * fetch: only it reports upload progress. `onProgress` gets 0 to 1.
 */
function upload(
  clientId: string,
  file: File,
  onProgress: (fraction: number) => void,
  { signal }: Signal = {},
): Promise<TMediaUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${path(clientId)}?name=${encodeURIComponent(file.name || 'image')}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-hookline-request', '1');
    // Any image type will do: the server decides what the file is from its bytes.
    xhr.setRequestHeader(
      'content-type',
      file.type.startsWith('image/') ? file.type : 'application/octet-stream',
    );
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { error?: unknown; message?: unknown };
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.response as TMediaUploadResponse);
      reject(
        new ApiError(
          xhr.status,
          typeof body.error === 'string' ? body.error : 'http_error',
          typeof body.message === 'string' && body.message
            ? body.message
            : `The server answered ${xhr.status}. Try again.`,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'network', 'Could not reach Hookline. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export const mediaApi = {
  list: (clientId: string, page: { limit: number; offset: number }, { signal }: Signal = {}) =>
    request<TAdminMediaPage>(path(clientId), { query: { ...page }, signal }),
  upload,
  remove: (clientId: string, id: string) =>
    request<void>(`${path(clientId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
