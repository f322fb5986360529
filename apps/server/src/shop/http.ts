import type { FastifyRequest } from 'fastify';
import { ShopError } from '@hookline/shop/services';
import { HttpError } from '../http/errors.ts';
import { mediaTypeOf, requireContentType } from '../http/parse.ts';

/** The shop API takes form bodies (as WooCommerce's ajax posts them) and JSON; anything else is a 415. */
export const formOrJson = requireContentType('application/x-www-form-urlencoded', 'application/json');

/**
 * A plain HTML form post from a browser without scripts: the answer is then a redirect to a page,
 * not JSON.
 */
export function fromHtmlForm(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return mediaTypeOf(request) === 'application/x-www-form-urlencoded' && accept.includes('text/html');
}

/**
 * Runs a shop service; its refusal (`ShopError`) becomes the HttpError the error handler answers
 * with `{error, message}` and the refusal's status.
 */
export async function shopService<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ShopError) throw new HttpError(error.status, error.code, error.message);
    throw error;
  }
}
