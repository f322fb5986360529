import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/** The shop API takes form bodies (as WooCommerce's ajax posts them) and JSON; anything else is a 415. */
export async function formOrJson(request: FastifyRequest): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== FORM && type !== JSON_TYPE) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `This endpoint takes ${FORM} or ${JSON_TYPE}, not ${type || 'an untyped body'}`,
    );
  }
}

/**
 * A plain HTML form post from a browser without scripts: the answer is then a redirect to a page,
 * not JSON.
 */
export function fromHtmlForm(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const accept = request.headers.accept ?? '';
  return type === FORM && accept.includes('text/html');
}
