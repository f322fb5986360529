import { connect, type Socket } from 'node:net';

/**
 * The conversions bench's load generator: `connections` keep-alive connections, each sending one
 * form-encoded POST at a time, every one a new lead (its key in the body), for `seconds`.
 *
 * Why not autocannon, as the display bench uses: a body that changes per request makes autocannon
 * rebuild the whole request each time, about 100 µs of the bench process's CPU per request on this
 * machine, so on two shared cores the load generator, not the server, set the figure (a bare
 * node:http server under it topped out near 10,000/s). Here each request is a copy of one prebuilt
 * buffer with the key written into fixed places: 35-43 µs of CPU per request in all, most of it the
 * socket's system calls.
 */
export interface LeadLoadOptions {
  port: number;
  path: string;
  /** The form body for a key; called once, with a placeholder of KEY_LENGTH characters. */
  body: (key: string) => string;
  connections: number;
  seconds: number;
}

export interface LeadLoadResult {
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const KEY_LENGTH = 24;
// Letters a form encoder leaves as they are, and no id of this bench holds.
const PLACEHOLDER = 'Q'.repeat(KEY_LENGTH);
const HEADER_END = Buffer.from('\r\n\r\n');

export async function leadLoad(options: LeadLoadOptions): Promise<LeadLoadResult> {
  const body = options.body(PLACEHOLDER);
  const head =
    `POST ${options.path} HTTP/1.1\r\nHost: 127.0.0.1:${options.port}\r\n` +
    `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  const template = Buffer.from(head + body);
  const slots: number[] = [];
  for (let at = template.indexOf(PLACEHOLDER); at !== -1; at = template.indexOf(PLACEHOLDER, at + 1)) {
    slots.push(at);
  }
  if (slots.length === 0) throw new Error('the body has no place for the key');

  // Keys unique to this run: a random prefix and a counter, base 36, to the fixed length.
  const prefix = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  let counter = 0;
  const nextRequest = () => {
    const request = Buffer.allocUnsafe(template.length);
    template.copy(request);
    const key = prefix + (counter++).toString(36).padStart(KEY_LENGTH - prefix.length, '0');
    for (const slot of slots) request.write(key, slot, 'latin1');
    return request;
  };

  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let running = true;
  const start = performance.now();

  const drive = (socket: Socket) =>
    new Promise<void>((resolve) => {
      let pending = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (!running) return void socket.end(resolve);
        sentAt = performance.now();
        socket.write(nextRequest());
      };
      socket.on('data', (chunk) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        const headEnd = pending.indexOf(HEADER_END);
        if (headEnd === -1) return;
        const headText = pending.toString('latin1', 0, headEnd);
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headText)?.[1] ?? 0);
        if (pending.length < headEnd + 4 + length) return;
        const status = Number(headText.slice(9, 12));
        if (status < 200 || status > 299) non2xx += 1;
        latencies.push(performance.now() - sentAt);
        pending = pending.subarray(headEnd + 4 + length);
        send();
      });
      socket.on('error', () => {
        errors += 1;
        resolve();
      });
      socket.on('close', () => resolve());
      send();
    });

  const sockets = await Promise.all(
    Array.from(
      { length: options.connections },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(options.port, '127.0.0.1', () => resolve(socket));
          socket.setNoDelay(true);
          socket.once('error', reject);
        }),
    ),
  );
  const done = Promise.all(sockets.map(drive));
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
  running = false;
  await done;
  const elapsed = (performance.now() - start) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
  return {
    requestsPerSecond: latencies.length / elapsed,
    total: latencies.length,
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    non2xx,
    errors,
  };
}
