import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorForLog } from './error-for-log.ts';

const EMAIL = 'lead@example.com';

describe('errorForLog', () => {
  it('keeps a failed query’s SQL and codes, never its parameters or the values in messages', () => {
    const cause = Object.assign(new Error(`duplicate key: Key (email)=(${EMAIL}) already exists`), {
      code: '23505',
      severity: 'ERROR',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      constraint: 'conversions_key',
      table: 'conversions',
    });
    const error = new DrizzleQueryError('insert into conversions values ($1, $2)', [EMAIL, 'Ann'], cause);
    const logged = errorForLog(error);
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
    expect(JSON.stringify(logged)).not.toContain('Ann');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into conversions values ($1, $2)',
      cause: { code: '23505', constraint: 'conversions_key', table: 'conversions' },
    });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('keeps an error of ours as it is', () => {
    expect(errorForLog(new TypeError('x is undefined'))).toMatchObject({
      type: 'TypeError',
      message: 'x is undefined',
    });
  });

  it.each([['a string'], [null], [42]])('describes a thrown non-error %j by its type only', (value) => {
    expect(errorForLog(value)).toEqual({ type: typeof value, message: '', stack: '' });
  });
});
