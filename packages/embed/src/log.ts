const PREFIX = '[hookline]';

/** Logs a problem for the site owner's console. Never throws, whatever the host page did to `console`. */
export function logError(message: string, detail?: unknown): void {
  try {
    if (detail === undefined) console.error(`${PREFIX} ${message}`);
    else console.error(`${PREFIX} ${message}`, detail);
  } catch {
    // A host page that broke console leaves us nowhere to report.
  }
}

/** Logs a notice (a missing tag, a refused event). Never throws. */
export function logWarn(message: string, detail?: unknown): void {
  try {
    if (detail === undefined) console.warn(`${PREFIX} ${message}`);
    else console.warn(`${PREFIX} ${message}`, detail);
  } catch {
    // As above.
  }
}

/**
 * Wraps an entry point (an event listener, a timer, a promise continuation) so that an error or a
 * rejected promise is logged and never reaches the host page.
 */
export function guarded<Args extends unknown[]>(
  what: string,
  run: (...args: Args) => unknown,
): (...args: Args) => void {
  return (...args) => {
    try {
      const result = run(...args);
      if (result instanceof Promise) result.catch((error: unknown) => logError(`${what} failed`, error));
    } catch (error) {
      logError(`${what} failed`, error);
    }
  };
}
