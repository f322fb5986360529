import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** A refusal with a status and a message a developer can act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);

/** Describes a zod failure in one line: "field: problem; other: problem". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * The `error` code of a client error that is not an HttpError: Fastify's own code (`FST_ERR_...`), or
 * the `error` a plugin built into the object it throws (the rate limit's `rate_limited`).
 */
export function clientErrorCode(error: { code?: unknown; error?: unknown }): string {
  if (typeof error.code === 'string' && error.code) return error.code.toLowerCase();
  if (typeof error.error === 'string' && error.error) return error.error;
  return 'bad_request';
}

/**
 * Every error becomes `{error, message}`. Client mistakes (bad JSON, a body too large, a wrong content
 * type, a failed schema) keep their 4xx; only a fault of ours is a 500, and its details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: 'invalid_request', message: describeZodError(error) });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientErrorCode(error), message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: 'internal', message: 'Something went wrong on our side; nothing was stored.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
