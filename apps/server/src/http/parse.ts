import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { findUnstorableText } from '@hookline/schema';
import { HttpError, describeZodError } from './errors.ts';

/**
 * Parses input with a zod schema; a failure is a 400 naming the fields at fault. Every route reads its
 * input through here, so text the database cannot store (a NUL, a lone surrogate) is refused here once,
 * for every field, before a schema or a query sees it.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, what = 'body'): z.infer<S> {
  refuseUnstorableText(input, what);
  const result = schema.safeParse(input ?? {});
  if (!result.success)
    throw new HttpError(400, 'invalid_request', `Invalid ${what}: ${describeZodError(result.error)}`);
  return result.data;
}

/** Throws a 400 when any text in an input (values or names) is one the database cannot store. */
export function refuseUnstorableText(input: unknown, what: string): void {
  const found = findUnstorableText(input);
  if (found) {
    const where = found.path ? `${found.path}: ` : '';
    throw new HttpError(400, 'invalid_request', `Invalid ${what}: ${where}${found.problem}`);
  }
}

export type MediaType = 'application/json' | 'application/x-www-form-urlencoded';

/** A request's media type: lower case, parameters (`; charset=...`) left out, '' when untyped. */
export function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A preValidation hook refusing a body of any other content type than those given with a 415. */
export function requireContentType(...accepted: [MediaType, ...MediaType[]]) {
  return async (request: FastifyRequest) => {
    const type = mediaTypeOf(request);
    if (!(accepted as string[]).includes(type)) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        `This endpoint takes ${accepted.join(' or ')}, not ${type || 'an untyped body'}`,
      );
    }
  };
}
