import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPopup,
  eq,
  openDatabase,
  saveSiteWebhook,
  sql,
  tables,
  webhookTables,
  type Database,
} from '@hookline/db';
import { TEST_SCHEMA_PREFIX, uniqueSuffix } from '@hookline/db/testing';
import { createOwner, OWNER_PASSWORD, type Owner } from './admin/testing.ts';
import { DELIVERY_HEADER } from './webhooks/signature.ts';
import { startReceiver, type Receiver } from './webhooks/testing.ts';

/**
 * Hookline as a cluster: three server processes on one PostgreSQL and one Redis behind a
 * round-robin proxy, visitors converting under load while one process is killed with SIGKILL.
 * Needs `TEST_DATABASE_URL` and `TEST_REDIS_URL` (`.ci/run` sets both).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const instanceScript = fileURLToPath(new URL('./testing/cluster-instance.ts', import.meta.url));
/** Display calls per minute per address, endpoint and client id: each visitor address stays under it. */
const LIMIT = 60;
const VISITORS = 24;

interface Instance {
  child: ChildProcess;
  port: number;
  exited: Promise<void>;
}

async function startInstance(schema: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', instanceScript], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      CLUSTER_SCHEMA: schema,
      REDIS_URL: redisUrl,
      DISPLAY_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: '1',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
      WEBHOOK_POLL_MS: '200',
      WEBHOOK_TIMEOUT_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line).port));
  });
  return { child, port, exited };
}

/**
 * A round-robin load balancer: each request goes to the next instance; one that refuses the
 * connection is taken out and the request goes to the next. A request whose instance dies while
 * answering gets a 502, as from any proxy. The visitor's address travels as X-Forwarded-For.
 */
function startProxy(ports: number[]): Promise<{ server: Server; port: number; live: number[] }> {
  const live = [...ports];
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = (tries: number) => {
        if (live.length === 0 || tries > ports.length) return outgoing.writeHead(503).end();
        const port = live[next++ % live.length]!;
        const headers = { ...incoming.headers, 'x-forwarded-for': String(incoming.headers['x-visitor-ip']) };
        const upstream = httpRequest(
          { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            answer.on('error', () => outgoing.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          // Not connected: the request never reached the instance, so another may take it.
          if (error.syscall === 'connect') {
            if (live.includes(port)) live.splice(live.indexOf(port), 1);
            return forward(tries + 1);
          }
          if (!outgoing.headersSent) outgoing.writeHead(502).end();
          else outgoing.destroy();
        });
        upstream.end(body);
      };
      forward(0);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, live }),
    ),
  );
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe.runIf(databaseUrl && redisUrl)('three instances on one PostgreSQL and one Redis', () => {
  const schema = `${TEST_SCHEMA_PREFIX}${Math.floor(Date.now() / 1000)}_cluster_${uniqueSuffix()}`;
  let database: Database;
  let owner: Owner;
  let receiver: Receiver;
  let instances: Instance[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  beforeAll(async () => {
    database = await openDatabase({ url: databaseUrl!, schema, poolSize: 4 });
    await database.migrate();
    owner = await createOwner(database.db);
    receiver = await startReceiver();
    await saveSiteWebhook(database.db, owner.site.id, { url: receiver.url, enabled: true }, () => 'cluster');
    instances = await Promise.all([0, 1, 2].map(() => startInstance(schema)));
    proxy = await startProxy(instances.map((instance) => instance.port));
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    proxy?.server.close();
    await receiver?.close();
    await database?.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    await database?.close();
  });

  const through = (port: number, path: string, ip: string, init: ReturnType<typeof form>) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      ...init,
      headers: { ...init.headers, 'x-visitor-ip': ip, 'x-forwarded-for': ip },
    });

  it('keeps every acknowledged lead once, delivers each webhook, serves an edit everywhere and holds the rate limit', async () => {
    const { site, popup } = owner;
    // Visitors see the popup and convert, through the proxy, retrying a conversion that got no
    // answer with the same key (as the visitor script's outbox does). Once 150 leads are
    // acknowledged, an instance is killed; the load goes on to 400.
    const acknowledged = new Map<string, string>();
    let killed: Instance | null = null;
    const visitor = async (v: number) => {
      for (let i = 0; acknowledged.size < 400; i++) {
        const ip = `10.${v}.${Math.floor(i / 25)}.1`;
        const shown = await through(
          proxy.port,
          `/api/display/${site.clientId}`,
          ip,
          form({ domain: 'localhost' }),
        );
        if (shown.status !== 200 && shown.status !== 502) throw new Error(`display answered ${shown.status}`);
        const key = `cluster-${v}-${i}`;
        for (let attempt = 0; attempt < 6; attempt++) {
          const answer = await through(
            proxy.port,
            `/api/display/conversion/${popup.viewerId}`,
            ip,
            form({
              poptin_id: popup.publicId,
              client_id: site.clientId,
              email: `${key}@example.com`,
              conversion_key: key,
            }),
          ).catch(() => null);
          if (answer?.status === 200) {
            acknowledged.set(key, ((await answer.json()) as { conversion_id: string }).conversion_id);
            break;
          }
        }
        if (acknowledged.size >= 150 && !killed) {
          killed = instances[1]!;
          killed.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: VISITORS }, (_, v) => visitor(v)));
    expect(killed).not.toBeNull();
    await killed!.exited;
    expect(proxy.live).not.toContain(killed!.port);

    // No acknowledged lead lost, none stored twice.
    const stored = await database.db
      .select({ id: tables.conversions.id, key: tables.conversions.conversionKey })
      .from(tables.conversions)
      .where(eq(tables.conversions.siteId, site.id));
    const byKey = new Map(stored.map((row) => [row.key, String(row.id)]));
    expect(byKey.size).toBe(stored.length);
    expect([...acknowledged].filter(([key, id]) => byKey.get(key) !== id)).toEqual([]);

    // Every stored lead's webhook is delivered, one delivery each (the killed instance's claims
    // expire and another instance sends them).
    const undelivered = async () => {
      const result = await database.db.execute(sql`
        select count(*)::int as n from conversions c where c.site_id = ${site.id} and not exists (
          select 1 from webhook_deliveries d where d.conversion_id = c.id and d.status = 'delivered')`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    await expect.poll(undelivered, { timeout: 60_000, interval: 500 }).toBe(0);
    const deliveries = await database.db
      .select({
        id: webhookTables.webhookDeliveries.id,
        conversionId: webhookTables.webhookDeliveries.conversionId,
      })
      .from(webhookTables.webhookDeliveries)
      .where(eq(webhookTables.webhookDeliveries.siteId, site.id));
    expect(deliveries).toHaveLength(stored.length);
    // The receiver saw each lead under one delivery id. A request the killed instance had sent but
    // not recorded is sent again under the same id (the header receivers deduplicate by).
    const received = new Map<string, Set<string>>();
    for (const webhook of receiver.received) {
      const id = String(webhook.headers[DELIVERY_HEADER]);
      const lead = (JSON.parse(webhook.body) as { conversion_id: string }).conversion_id;
      received.set(lead, (received.get(lead) ?? new Set()).add(id));
    }
    expect(received.size).toBe(stored.length);
    expect([...received.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(receiver.received.length - received.size).toBeLessThanOrEqual(20);

    // A popup activated through one instance is served by the others within 2 s.
    const [first, , third] = [instances[0]!, instances[1]!, instances[2]!];
    const login = await fetch(`http://127.0.0.1:${first.port}/api/admin/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hookline-request': '1',
        'x-forwarded-for': '192.0.2.10',
      },
      body: JSON.stringify({ email: owner.email, password: OWNER_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const edited = await addPopup(database.db, owner, { name: 'Edited elsewhere', status: 'paused' });
    const activated = await fetch(
      `http://127.0.0.1:${first.port}/api/admin/popups/${edited.publicId}/status`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hookline-request': '1',
          cookie,
          'x-forwarded-for': '192.0.2.10',
        },
        body: JSON.stringify({ status: 'active' }),
      },
    );
    expect(activated.status).toBe(200);
    const since = Date.now();
    const servedBy = async (instance: Instance) => {
      const answer = await through(
        instance.port,
        `/api/display/${site.clientId}`,
        '192.0.2.11',
        form({ domain: 'localhost' }),
      );
      return ((await answer.json()) as { poptins: { poptin_id: string }[] }).poptins.map((p) => p.poptin_id);
    };
    await expect.poll(() => servedBy(third), { timeout: 2_000, interval: 50 }).toContain(edited.publicId);
    expect(Date.now() - since).toBeLessThan(2_000);

    // One address's display calls count on every instance: past the limit, both answer 429 within
    // a settling (a few calls; each instance alone has seen only half of them).
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT; n++)
      statuses.push(
        (
          await through(
            proxy.port,
            `/api/display/${site.clientId}`,
            '203.0.113.77',
            form({ domain: 'localhost' }),
          )
        ).status,
      );
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (const instance of [first, third]) {
      await expect
        .poll(
          async () =>
            (
              await through(
                instance.port,
                `/api/display/${site.clientId}`,
                '203.0.113.77',
                form({ domain: 'localhost' }),
              )
            ).status,
          { timeout: 2_000, interval: 300 },
        )
        .toBe(429);
    }
  }, 240_000);
});
