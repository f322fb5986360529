import { z } from 'zod';

const MAX_INT = 2 ** 31 - 1;

/**
 * A whole number from `min` to `max` as the shop API reads it: a JSON number, or a form's string
 * of digits.
 */
export const wholeNumber = (min: number, max = MAX_INT) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number)])
    .pipe(z.number().int('must be a whole number').min(min).max(max));
