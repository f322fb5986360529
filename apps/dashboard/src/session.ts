import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from './api/client.ts';

/** Where the router is mounted: `/app` in the build, nothing in tests. */
export const BASENAME = (import.meta.env?.BASE_URL ?? '/').replace(/\/$/, '');

/** The in-app path (no basename) and query of a loader's request URL. */
export function appPath(requestUrl: string): string {
  const url = new URL(requestUrl);
  const path =
    BASENAME && url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) || '/' : url.pathname;
  return path + url.search;
}

/**
 * The in-app path to go to after login: only a local path, never `//host` or a full URL, so a
 * crafted link cannot send the owner to another site.
 */
export function safeNext(value: FormDataEntryValue | string | null | undefined): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

export const loginPath = (next: string) =>
  next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;

/**
 * Wraps a loader of a signed-in page: a 401 from the API (no session, or it expired) sends the
 * owner to the login page, which brings them back here afterwards.
 */
export function withSession<T>(loader: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    try {
      return await loader(args);
    } catch (error) {
      if (isApiError(error, 401)) throw redirect(loginPath(appPath(args.request.url)));
      throw error;
    }
  };
}
