/**
 * Cart add and remove requests go one at a time, in the order they were made (spec section 4): a
 * request starts only after the one before it has finished, whether that succeeded or failed.
 */
let tail: Promise<unknown> = Promise.resolve();

export function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}
