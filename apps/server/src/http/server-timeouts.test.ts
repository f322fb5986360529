import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testDatabases } from '@hookline/db/testing';
import { testApp } from '../testing.ts';
import { serverTimeoutOptions } from './server-timeouts.ts';

const TIMEOUTS = { headersMs: 400, requestMs: 800, keepAliveMs: 300 };

/**
 * A socket still open this long counts as held. Far past every timeout above, so that a busy
 * machine's late timers do not count as held, and far below what Node and Fastify do unset (60 s
 * for headers, 300 s for a request), so that the timeouts set here are what closes.
 * The trickles below last minutes.
 */
const GIVE_UP_MS = 10_000;

/**
 * Resolves with how long the server took to close `socket` (Infinity when it was still open after
 * GIVE_UP_MS); meanwhile `trickle` is written a byte every 50 ms.
 */
function closedAfter(socket: Socket, trickle?: string): Promise<number> {
  const started = Date.now();
  let position = 0;
  const timer = trickle
    ? setInterval(() => {
        if (!socket.destroyed && position < trickle.length) socket.write(trickle[position++]!);
      }, 50)
    : undefined;
  return new Promise((resolve) => {
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      resolve(Infinity);
      socket.destroy();
    }, GIVE_UP_MS);
    socket.on('error', () => undefined);
    socket.resume(); // read what the server answers, so that its end closes the socket
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve(Date.now() - started);
    });
  });
}

describe('serverTimeoutOptions', () => {
  it('never sets a headers timeout past the request timeout, and checks often enough', () => {
    const options = serverTimeoutOptions({ headersMs: 10_000, requestMs: 5_000, keepAliveMs: 5_000 });
    expect(options.http).toMatchObject({ headersTimeout: 5_000, requestTimeout: 5_000 });
    expect(options.http.connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });
});

describe('request timeouts on a real socket', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    const database = await testDatabases()[0]!.open();
    ({ app } = await testApp(database, { timeouts: TIMEOUTS }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  const open = () =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
    });

  it('closes a connection whose body arrives a byte at a time', async () => {
    const socket = await open();
    socket.write(
      'POST /api/display/aaaaaaaaaaaaa HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n',
    );
    const elapsed = await closedAfter(socket, 'domain=localhost&'.repeat(600));
    expect(elapsed).toBeLessThan(GIVE_UP_MS);
  });

  it('closes a connection whose headers never end', async () => {
    const socket = await open();
    socket.write('GET /healthz HTTP/1.1\r\n');
    const elapsed = await closedAfter(socket, 'X-Slow: a\r\n'.repeat(200));
    expect(elapsed).toBeLessThan(GIVE_UP_MS);
  });

  it('closes 20 trickling connections together', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, open));
    const closes = sockets.map((socket) => {
      socket.write('POST /healthz HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000\r\n\r\n');
      return closedAfter(socket, 'x'.repeat(5_000));
    });
    const elapsed = await Promise.all(closes);
    expect(Math.max(...elapsed)).toBeLessThan(GIVE_UP_MS);
  });

  it('closes an idle keep-alive connection', async () => {
    const socket = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const elapsed = await closedAfter(socket);
    // Below Node's own 5 s keep-alive, which would close it too.
    expect(elapsed).toBeLessThan(4_000);
  });
});
