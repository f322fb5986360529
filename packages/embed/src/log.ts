const PREFIX = '[hookline]';

/** Writes to the console with `method`. Never throws, whatever the host page did to `console`. */
const consoleLog =
  (method: 'error' | 'warn') =>
  (message: string, detail?: unknown): void => {
    try {
      console[method](`${PREFIX} ${message}`, ...(detail === undefined ? [] : [detail]));
    } catch {
      // A host page that broke console leaves us nowhere to report.
    }
  };

/** Logs a problem for the site owner's console. */
export const logError = consoleLog('error');

/** Logs a notice (a missing tag, a refused event). */
export const logWarn = consoleLog('warn');

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
