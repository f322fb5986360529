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

/** An error's answer: status and `{error, message}` body. */
export interface ErrorAnswer {
  statusCode: number;
  body: { error: string; message: string };
}

const INTERNAL: ErrorAnswer = {
  statusCode: 500,
  body: { error: 'internal', message: 'Something went wrong on our side; nothing was stored.' },
};

/**
 * The answer to a thrown error. Client mistakes (bad JSON, a body too large, a wrong content type, a
 * failed schema) keep their 4xx; anything else is a fault of ours, a 500 whose details stay in the log
 * (`logged` is true for those).
 */
export function errorAnswer(error: unknown): ErrorAnswer & { logged: boolean } {
  if (error instanceof ZodError) {
    return {
      statusCode: 400,
      body: { error: 'invalid_request', message: describeZodError(error) },
      logged: false,
    };
  }
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      body: { error: error.code, message: error.message },
      logged: false,
    };
  }
  const { statusCode, message } = (error ?? {}) as Partial<FastifyError>;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      // An error without a message keeps none (JSON drops `undefined`), as before.
      body: { error: clientErrorCode(error as FastifyError), message: message as string },
      logged: false,
    };
  }
  return { ...INTERNAL, logged: true };
}

/** Every error becomes `{error, message}`, as `errorAnswer` decides. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.logged) request.log.error({ err: error }, 'request failed');
    return reply.status(answer.statusCode).send(answer.body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
