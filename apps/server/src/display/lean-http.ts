import type { IncomingMessage, ServerResponse } from 'node:http';
import { DISPLAY_CONTENT_TYPE, LARGE_BODY } from './display-limits.ts';

/**
 * What the lean paths in front of Fastify (the display call, lean-display.ts; the conversion,
 * lean-conversion.ts) share: which requests they take, how they read a body and how they answer,
 * with exactly the headers the Fastify routes of the display API answer with.
 */

/** A request listener that answers the requests it takes and returns false for the rest. */
export type LeanHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/** Tries each handler in turn; false when none takes the request. */
export const firstLean =
  (...handlers: LeanHandler[]): LeanHandler =>
  (request, response) =>
    handlers.some((take) => take(request, response));

/** The form content types the visitor script and plain clients send, exactly as sent. */
const FORM_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded;charset=UTF-8',
  'application/x-www-form-urlencoded; charset=UTF-8',
  'application/x-www-form-urlencoded; charset=utf-8',
]);

/**
 * The plain case a lean path takes: a POST of a form body of known length within the display API's
 * limit. Anything else (another content type, a chunked or oversized body) goes to Fastify, whose
 * answer is then the right one.
 */
export function isPlainFormPost(request: IncomingMessage): boolean {
  if (request.method !== 'POST') return false;
  if (!FORM_TYPES.has(request.headers['content-type'] ?? '')) return false;
  const length = request.headers['content-length'];
  if (length === undefined || request.headers['transfer-encoding'] !== undefined) return false;
  return Number(length) <= LARGE_BODY;
}

/** Answers up to this many bytes are sent as one buffer. */
const SMALL_ANSWER = 16 * 1024;

/** Answers with the headers every display API answer carries: CORS for any page, nosniff, the limit's. */
export function answerLean(
  response: ServerResponse,
  status: number,
  rateLimit: Record<string, number> | null,
  body: string | Buffer[],
): void {
  const headers = {
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    'content-type': DISPLAY_CONTENT_TYPE,
    'content-length':
      typeof body === 'string' ? Buffer.byteLength(body) : body.reduce((sum, part) => sum + part.length, 0),
  };
  response.writeHead(status, rateLimit ? Object.assign(headers, rateLimit) : headers);
  if (typeof body === 'string') return void response.end(body);
  // A small answer leaves as one buffer (one pass through the response's write path); a large one
  // corked, so the headers and the pieces still leave in one write and the popup list is not copied.
  if (headers['content-length'] <= SMALL_ANSWER) return void response.end(Buffer.concat(body));
  response.cork();
  for (const part of body) response.write(part);
  response.end();
  response.uncork();
}

/**
 * Calls `then` with the whole body as text (UTF-8, as the form parser reads it); Node holds it to
 * its Content-Length. A client that goes away mid-body gets no call, and nobody is answered (the
 * request then emits no error either, as none is listened for).
 */
export function readBody(request: IncomingMessage, then: (text: string) => void): void {
  let first: Buffer | null = null;
  let more: Buffer[] | null = null;
  request.on('data', (chunk: Buffer) => {
    if (first === null) first = chunk;
    else (more ??= [first]).push(chunk);
  });
  // A display body is nearly always one chunk.
  request.on('end', () => then(more ? Buffer.concat(more).toString() : (first?.toString() ?? '')));
}
