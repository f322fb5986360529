import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

/** A host name or IP literal with an optional port: nothing that could break out of an attribute. */
const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the caller reached us on, from the protocol and the Host header (X-Forwarded-* when the
 * proxy is trusted): the snippet then points at the address the owner already uses.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.host;
  if (!HOST_PATTERN.test(host)) throw new HttpError(400, 'bad_host', 'The Host header is not a valid host');
  return `${request.protocol}://${host}`;
}

/** The one line a site owner pastes into their pages. */
export const installSnippet = (origin: string, clientId: string): string =>
  `<script id="hookline-pixel" src="${origin}/pixel.js?id=${clientId}" async></script>`;
