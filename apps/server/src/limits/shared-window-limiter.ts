import type { Redis } from 'ioredis';
import type { RateLimitState, WindowLimiter } from '../display/rate-limiter.ts';

interface Bucket {
  /** The window the counts are for (`floor(now / windowMs)`). */
  window: number;
  /** Requests here not yet added to Redis. */
  pending: number;
  /** The cluster's count for the window when last settled (every instance's requests). */
  settled: number;
  /** The cluster's count for the window before. */
  previous: number;
}

/** A bucket whose pending count is on its way to Redis. */
interface Sent {
  key: string;
  bucket: Bucket;
  count: number;
}

/** Buckets remembered at most; the least recently used go first. */
const MAX_BUCKETS = 20_000;

/**
 * The display API's rate limit shared by every instance. Each request is counted here at once and
 * decided here (the display path never waits for Redis); every `settleMs` the counts that moved go
 * to Redis in one pipeline (INCRBY), whose answers carry the other instances' requests, so the limit
 * holds across the cluster within one settling's slack. Windows are aligned to the clock
 * (`floor(now / windowMs)`), and a window's count includes the window before, weighted by how much
 * of it still lies within `windowMs` of now (a sliding window): a burst at a window's edge cannot
 * pass twice the limit. When Redis cannot be reached, the counts stay local (fail open: each
 * instance still limits its own share) and are added once it answers again.
 */
export class SharedWindowLimiter implements WindowLimiter {
  private readonly buckets = new Map<string, Bucket>();
  /** Buckets of windows that closed before all their counts were settled. */
  private late: { key: string; bucket: Bucket }[] = [];
  private readonly timer: NodeJS.Timeout;
  private readonly prefix: string;
  private settling: Promise<void> = Promise.resolve();

  constructor(
    private readonly redis: Redis,
    readonly limit: number,
    readonly windowMs: number,
    { settleMs = 250, prefix = 'hookline:rl' }: { settleMs?: number; prefix?: string } = {},
    private readonly now: () => number = Date.now,
  ) {
    this.prefix = prefix;
    this.timer = setInterval(() => {
      this.settling = this.settling.then(() => this.settle());
    }, settleMs);
    this.timer.unref();
  }

  hit(key: string, now = this.now()): RateLimitState {
    const window = Math.floor(now / this.windowMs);
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.window !== window) {
      const previous = bucket?.window === window - 1 ? bucket.settled + bucket.pending : 0;
      if (bucket && bucket.pending > 0) this.late.push({ key, bucket });
      bucket = { window, pending: 0, settled: 0, previous };
      this.buckets.delete(key);
      this.buckets.set(key, bucket);
      this.forgetOldest();
    }
    bucket.pending++;
    const stillInside = 1 - (now - window * this.windowMs) / this.windowMs;
    return {
      limit: this.limit,
      count: Math.floor(bucket.previous * stillInside) + bucket.settled + bucket.pending,
      ttlMs: (window + 1) * this.windowMs - now,
    };
  }

  /**
   * Adds the pending counts to Redis and reads back the cluster's, with each bucket's window before.
   * When Redis does not answer, the counts stay pending for the next settling.
   */
  async settle(): Promise<void> {
    const late = this.late;
    this.late = [];
    const sent: Sent[] = [...late, ...[...this.buckets.entries()].map(([key, bucket]) => ({ key, bucket }))]
      .filter(({ bucket }) => bucket.pending > 0)
      .map(({ key, bucket }) => ({ key, bucket, count: bucket.pending }));
    if (sent.length === 0) return;
    const name = (window: number, key: string) => `${this.prefix}:${window}:${key}`;
    const pipeline = this.redis.pipeline();
    for (const { key, bucket, count } of sent) {
      pipeline.incrby(name(bucket.window, key), count);
      pipeline.pexpire(name(bucket.window, key), this.windowMs * 2);
      pipeline.get(name(bucket.window - 1, key));
    }
    let answers: [Error | null, unknown][] | null = null;
    try {
      answers = await pipeline.exec();
    } catch {
      // Unreachable: counted locally meanwhile, sent with the next settling.
    }
    sent.forEach(({ key, bucket, count }, index) => {
      const [error, total] = answers?.[index * 3] ?? [new Error('no answer'), null];
      const current = this.buckets.get(key) === bucket;
      if (error) {
        if (!current && !this.late.some((entry) => entry.bucket === bucket)) this.late.push({ key, bucket });
        return;
      }
      bucket.pending -= count;
      if (!current) return;
      bucket.settled = Number(total);
      bucket.previous = Number(answers?.[index * 3 + 2]?.[1] ?? 0);
    });
  }

  /** Settles what is pending and stops settling. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.settling;
    await this.settle();
  }

  private forgetOldest(): void {
    while (this.buckets.size > MAX_BUCKETS) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) return;
      this.buckets.delete(oldest);
    }
  }
}
