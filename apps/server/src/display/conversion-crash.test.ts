import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq, openDatabase, shopTables, tables, type Database } from '@hookline/db';
import { TEST_SCHEMA_PREFIX, uniqueSuffix } from '@hookline/db/testing';

interface Started {
  port: number;
  clientId: string;
  popupId: string;
  viewerId: string;
  siteId: string;
}

const serverScript = fileURLToPath(new URL('./crash-server.ts', import.meta.url));

/** Where each database keeps its files, and how to open it again after the crash. */
interface Target {
  name: string;
  env: Record<string, string>;
  reopen(): Promise<Database>;
}

function targets(): Target[] {
  const dir = mkdtempSync(join(tmpdir(), 'hl-crash-'));
  const couponDir = mkdtempSync(join(tmpdir(), 'hl-crash-coupon-'));
  const list: Target[] = [
    {
      name: 'pglite',
      env: { CRASH_DATA_DIR: dir },
      reopen: () => openDatabase({ dataDir: dir }),
    },
    {
      // Each conversion is answered with a unique coupon code: an answered code survives too.
      name: 'pglite, unique coupon codes',
      env: { CRASH_DATA_DIR: couponDir, CRASH_UNIQUE_COUPON: '1' },
      reopen: () => openDatabase({ dataDir: couponDir }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `${TEST_SCHEMA_PREFIX}${Math.floor(Date.now() / 1000)}_crash_${uniqueSuffix()}`;
    list.push({
      name: 'postgres',
      env: { CRASH_DATABASE_URL: url, CRASH_SCHEMA: schema },
      reopen: () => openDatabase({ url, schema, poolSize: 2 }),
    });
    const couponSchema = `${schema}_coupon`;
    list.push({
      name: 'postgres, unique coupon codes',
      env: { CRASH_DATABASE_URL: url, CRASH_SCHEMA: couponSchema, CRASH_UNIQUE_COUPON: '1' },
      reopen: () => openDatabase({ url, schema: couponSchema, poolSize: 2 }),
    });
  }
  return list;
}

describe.each(targets())('conversions on $name after kill -9', ({ env, reopen }) => {
  it('keeps every conversion that was answered before the server died', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const info = await new Promise<Started>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`crash server exited with ${code}`)));
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Started));
    });

    // 20 visitors convert over and over; the server is killed once 300 answers are in.
    const answered = new Map<string, string>();
    const codes = new Map<string, string>();
    let killed = false;
    const visitor = async (v: number) => {
      for (let i = 0; !killed; i++) {
        const key = `crash-${v}-${i}`;
        try {
          const response = await fetch(
            `http://127.0.0.1:${info.port}/api/display/conversion/${info.viewerId}`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({
                poptin_id: info.popupId,
                client_id: info.clientId,
                email: `${key}@example.com`,
                conversion_key: key,
              }).toString(),
            },
          );
          if (response.ok) {
            const body = (await response.json()) as { conversion_id: string; coupon_code?: string };
            answered.set(key, body.conversion_id);
            if (body.coupon_code) codes.set(body.conversion_id, body.coupon_code);
          }
        } catch {
          return; // the server is gone
        }
        if (answered.size >= 300 && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, v) => visitor(v)));
    await exited;
    expect(answered.size).toBeGreaterThanOrEqual(300);

    const database = await reopen();
    try {
      const rows = await database.db
        .select({
          id: tables.conversions.id,
          key: tables.conversions.conversionKey,
          email: tables.conversions.email,
        })
        .from(tables.conversions)
        .where(eq(tables.conversions.siteId, info.siteId));
      const stored = new Map(rows.map((r) => [r.key, r]));
      const lost = [...answered.keys()].filter((key) => !stored.has(key));
      expect(lost).toEqual([]);
      for (const [key, id] of answered) {
        expect(stored.get(key)).toEqual({ id: BigInt(id), key, email: `${key}@example.com` });
      }
      if (env.CRASH_UNIQUE_COUPON) {
        expect(codes.size).toBe(answered.size);
        const coupons = await database.db
          .select({ conversionId: shopTables.shopCoupons.conversionId, code: shopTables.shopCoupons.code })
          .from(shopTables.shopCoupons)
          .where(eq(shopTables.shopCoupons.siteId, info.siteId));
        const storedCodes = new Map(coupons.map((c) => [String(c.conversionId), c.code.toUpperCase()]));
        for (const [id, code] of codes) expect(storedCodes.get(id)).toBe(code);
      }
    } finally {
      if (env.CRASH_SCHEMA) await database.db.execute(`drop schema ${env.CRASH_SCHEMA} cascade` as never);
      await database.close();
      if (env.CRASH_DATA_DIR) rmSync(env.CRASH_DATA_DIR, { recursive: true, force: true });
    }
  }, 120_000);
});
