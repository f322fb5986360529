import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, describeZodError } from './errors.ts';

/** Parses input with a zod schema; a failure is a 400 naming the fields at fault. */
export function parse<S extends z.ZodType>(schema: S, input: unknown, what = 'body'): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success)
    throw new HttpError(400, 'invalid_request', `Invalid ${what}: ${describeZodError(result.error)}`);
  return result.data;
}

/** A preValidation hook refusing any other content type with a 415. */
export function requireContentType(expected: 'application/json' | 'application/x-www-form-urlencoded') {
  return async (request: FastifyRequest) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== expected) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        `This endpoint takes ${expected}, not ${type || 'an untyped body'}`,
      );
    }
  };
}
