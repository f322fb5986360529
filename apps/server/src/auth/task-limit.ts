/**
 * Runs tasks with at most `limit` of them in flight; the rest wait in order. Registration hashes go
 * through one of these so a flood of sign-ups can take at most `limit` of libuv's four threads, and
 * logins always find one free for their own scrypt.
 */
export class TaskLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
