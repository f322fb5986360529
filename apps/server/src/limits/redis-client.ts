import { Redis } from 'ioredis';

/** Where a line about Redis goes (the app's logger). */
export interface LimitsLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * A Redis connection for the limits shared between instances. A command sent while the connection
 * is down waits for one attempt to reconnect, and no command waits longer than `commandTimeoutMs`
 * for its answer: then it fails, and each caller decides how (the display path counts locally,
 * logins refuse). The connection keeps trying to come back, at most a second apart; each change of
 * state is logged once.
 */
export function connectRedis(url: string, log: LimitsLog, { commandTimeoutMs = 1_000 } = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(100 * times, 1_000),
    lazyConnect: false,
  });
  let up = false;
  redis.on('ready', () => {
    if (!up) log.info('redis: connected; rate limits and login throttles are shared');
    up = true;
  });
  redis.on('error', (error: Error) => {
    if (up) log.warn(`redis: unreachable (${error.message}); display limits count locally, logins wait`);
    up = false;
  });
  redis.on('end', () => {
    up = false;
  });
  return redis;
}
