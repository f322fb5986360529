/** Thrown when the shared limits (Redis) cannot be asked: logins and registrations wait (fail closed). */
export class LimitsUnavailable extends Error {
  constructor(cause: unknown) {
    super('the shared login limits cannot be reached', { cause });
  }
}
