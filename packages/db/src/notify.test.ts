import { describe, expect, it } from 'vitest';
import { testDatabases } from './testing.ts';
import { openDatabase } from './client.ts';

const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('no notification within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testDatabases())('listen and notify on $name', ({ open }) => {
  it('delivers a notification to a listener of the same database', async () => {
    const database = await open();
    const received: string[] = [];
    const stop = await database.listen('hookline_test_channel', (payload) => received.push(payload));
    await database.notify('hookline_test_channel', 'site-a');
    await waitFor(() => received.includes('site-a'));
    await stop();
  });

  it('refuses a channel name that is not an identifier', async () => {
    const database = await open();
    await expect(database.notify('bad; drop table x', 'x')).rejects.toThrow(/bad channel name/);
  });
});

// Only PostgreSQL has other processes to reach; PGlite lives in one.
describe.each(testDatabases().filter((d) => d.name === 'postgres'))(
  'notify across processes on $name',
  () => {
    it('reaches a listener in another process (a second pool on the same server)', async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const [listener, sender] = await Promise.all([
        openDatabase({ url, poolSize: 1 }),
        openDatabase({ url, poolSize: 1 }),
      ]);
      const received: string[] = [];
      const stop = await listener.listen('hookline_test_cross', (payload) => received.push(payload));
      await sender.notify('hookline_test_cross', 'from-elsewhere');
      await waitFor(() => received.includes('from-elsewhere'));
      await stop();
      await Promise.all([listener.close(), sender.close()]);
    });
  },
);
