import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { median, root, startProcess, stopProcess } from './process.ts';

export interface ShopBenchResult {
  /** The page measured, e.g. /product/stoneware-mug. */
  path: string;
  connections: number;
  seconds: number;
  rounds: number;
  /** Medians over the rounds. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** The page's HTML, raw and gzip (level 9). */
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The JavaScript the product page loads (the shop's client bundle; the pixel is counted apart). */
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * The product page's server response time (autocannon, 50 connections, a warm-up then `rounds`
 * rounds; median of the rounds' p50 and p99) against a server in its own process with the demo
 * catalogue, and the page's JavaScript weight from apps/shop/dist (run `npm run build` first).
 */
export async function benchShop(
  options: { rounds?: number; seconds?: number; connections?: number; databaseUrl?: string } = {},
): Promise<ShopBenchResult> {
  const rounds = options.rounds ?? Number(process.env.BENCH_ROUNDS ?? 3);
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5);
  const connections = options.connections ?? 50;
  const path = '/product/stoneware-mug';
  const { child, info } = await startProcess<{ port: number }>(
    'scripts/bench/shop-server.ts',
    options.databaseUrl ? { BENCH_DATABASE_URL: options.databaseUrl } : {},
  );
  try {
    const { port } = info;
    const url = `http://127.0.0.1:${port}${path}`;
    const page = await fetch(url);
    if (!page.ok) throw new Error(`${path} answered ${page.status}`);
    const html = Buffer.from(await page.arrayBuffer());
    await autocannon({ url, connections, duration: 2 });
    const runs: autocannon.Result[] = [];
    for (let i = 0; i < rounds; i++) runs.push(await autocannon({ url, connections, duration: seconds }));
    const js = readFileSync(`${root}/apps/shop/dist/client.js`);
    const css = readFileSync(`${root}/apps/shop/dist/shop.css`);
    return {
      path,
      connections,
      seconds,
      rounds,
      requestsPerSecond: median(runs.map((r) => r.requests.average)),
      p50Ms: median(runs.map((r) => r.latency.p50)),
      p99Ms: median(runs.map((r) => r.latency.p99)),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
      htmlBytes: html.length,
      htmlGzipBytes: gzipSync(html, { level: 9 }).length,
      jsBytes: js.length,
      jsGzipBytes: gzipSync(js, { level: 9 }).length,
      cssGzipBytes: gzipSync(css, { level: 9 }).length,
    };
  } finally {
    await stopProcess(child);
  }
}

/** The result as a section of docs/benchmarks.md. */
export function shopBenchMarkdown(result: ShopBenchResult): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    '## Shop product page',
    '',
    `\`GET ${result.path}\` (server-rendered, PGlite, demo catalogue), autocannon, ${result.connections} connections, ${result.rounds} rounds of ${result.seconds} s after a warm-up; server in its own process.`,
    '',
    '| median req/s | median p50 (ms) | median p99 (ms) | non-2xx | HTML (gzip) | JS (gzip) | CSS (gzip) |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${result.requestsPerSecond.toFixed(0)} | ${result.p50Ms.toFixed(1)} | ${result.p99Ms.toFixed(1)} | ${result.non2xx} | ${kb(result.htmlGzipBytes)} | ${kb(result.jsGzipBytes)} | ${kb(result.cssGzipBytes)} |`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchShop();
  console.log(JSON.stringify(result, null, 2));
  console.log(shopBenchMarkdown(result));
}
