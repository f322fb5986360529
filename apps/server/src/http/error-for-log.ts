/** Fields of a database error that name what failed without carrying the values written. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'];
/** SQLSTATE: five digits or capitals (PostgreSQL and PGlite errors carry one as `code`). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** An error as logged (the shape Fastify's `err` serializer answers). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * What a log line says about `error`: its kind, where it was thrown, and for a failed query the SQL
 * (placeholders only) and the database's codes, never the message, parameters or detail, which
 * carry the values written: a lead's email and form answers. Other errors keep their message.
 * Causes are described the same way.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const fromDatabase =
    'params' in fields ||
    typeof fields.severity === 'string' ||
    (typeof fields.code === 'string' && SQLSTATE.test(fields.code));
  // The class name: some (DrizzleQueryError) leave `name` as plain 'Error'.
  const described: LoggedError = {
    type: error.constructor.name || error.name,
    message: 'a database error (its values are left out of logs)',
    stack: '',
  };
  if (fromDatabase) {
    if (typeof fields.query === 'string') described.query = fields.query;
    for (const key of DATABASE_FIELDS) {
      if (typeof fields[key] === 'string') described[key] = fields[key];
    }
  } else {
    described.message = error.message;
    if (typeof fields.code === 'string') described.code = fields.code;
  }
  // The stack's first line repeats the message: only the frames are kept.
  described.stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  if (error.cause !== undefined && depth < 3) described.cause = errorForLog(error.cause, depth + 1);
  return described;
}
