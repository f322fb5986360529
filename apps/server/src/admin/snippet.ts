import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

/** A host name or IP literal with an optional port: nothing that could break out of an attribute. */
const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the caller reached us on, from the protocol and the Host header (X-Forwarded-* when the
 * proxy is trusted): the snippet then points at the address the owner already uses.
 */
export function requestOrigin(request: FastifyRequest): string {
  return originOf(request.protocol, request.host);
}

/**
 * `requestOrigin` for a bare node:http request (the lean display path), read as Fastify reads it:
 * behind a trusted proxy from the first X-Forwarded-Proto and X-Forwarded-Host, else from the socket
 * and the Host header.
 */
export function rawRequestOrigin(request: IncomingMessage, trustProxy: boolean): string {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
  const encrypted = (request.socket as TLSSocket).encrypted === true;
  const protocol =
    (trustProxy && first(request.headers['x-forwarded-proto'])) || (encrypted ? 'https' : 'http');
  const host = (trustProxy && first(request.headers['x-forwarded-host'])) || request.headers.host || '';
  return originOf(protocol === 'https' ? 'https' : 'http', host);
}

function originOf(protocol: string, host: string): string {
  if (!HOST_PATTERN.test(host)) throw new HttpError(400, 'bad_host', 'The Host header is not a valid host');
  return `${protocol}://${host}`;
}

/** The one line a site owner pastes into their pages. */
export const installSnippet = (origin: string, clientId: string): string =>
  `<script id="hookline-pixel" src="${origin}/pixel.js?id=${clientId}" async></script>`;
