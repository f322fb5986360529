import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../api/client.ts';
import ui from '../styles/ui.module.css';

/** What went wrong, in words: a missing page or site, a server refusal, or a network failure. */
export function describeRouteError(error: unknown): { title: string; message: string } {
  if (isRouteErrorResponse(error) && error.status === 404)
    return { title: 'Page not found', message: 'There is nothing at this address.' };
  if (error instanceof ApiError && error.status === 404)
    return { title: 'Not found', message: error.message };
  if (error instanceof ApiError) return { title: 'Something went wrong', message: error.message };
  return { title: 'Something went wrong', message: 'The page could not be shown. Try again in a moment.' };
}

/** The error screen of a route; inside the layout, so the navigation stays usable. */
export function ErrorPage() {
  const { title, message } = describeRouteError(useRouteError());
  return (
    <div className={ui.panel} role="alert">
      <title>{`${title} · Hookline`}</title>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/">Back to your sites</Link>
      </p>
    </div>
  );
}
