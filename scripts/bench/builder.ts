import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { median, startProcess, stopProcess } from './process.ts';

export interface BuilderPageBench {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Every script the page loads in Chromium (the client bundle and the islands on it), the pixel and its chunks left out. */
  jsFiles: number;
  jsGzipBytes: number;
}

/** The JavaScript a page loads in Chromium, gzip (level 9), without the Hookline pixel and its chunks. */
async function pageScripts(url: string): Promise<{ files: number; gzipBytes: number }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const bodies = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const address = new URL(response.url());
      if (response.request().resourceType() !== 'script') return;
      if (address.pathname.startsWith('/pixel.js') || address.pathname.startsWith('/embed/')) return;
      bodies.set(address.pathname, await response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('html[data-shop-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const gzipBytes = [...bodies.values()].reduce(
      (sum, body) => sum + gzipSync(body, { level: 9 }).length,
      0,
    );
    return { files: bodies.size, gzipBytes };
  } finally {
    await browser.close();
  }
}

/**
 * Builder pages (the front page and /widgets, which holds every widget): server render req/s at
 * 50 connections (median of rounds after a warm-up) and the JavaScript each ships (goals: at
 * most 60 KB gzip besides the pixel, at least 1,000 req/s).
 */
export async function benchBuilder(
  options: { rounds?: number; seconds?: number } = {},
): Promise<BuilderPageBench[]> {
  const rounds = options.rounds ?? Number(process.env.BENCH_ROUNDS ?? 3);
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5);
  const { child, info } = await startProcess<{ port: number }>('scripts/bench/shop-server.ts', {});
  try {
    const results: BuilderPageBench[] = [];
    for (const path of ['/', '/widgets', '/journal', '/journal/a-morning-at-the-kiln']) {
      const url = `http://127.0.0.1:${info.port}${path}`;
      const first = await fetch(url);
      if (!first.ok) throw new Error(`${path} answered ${first.status}`);
      await autocannon({ url, connections: 50, duration: 2 });
      const runs: autocannon.Result[] = [];
      for (let i = 0; i < rounds; i++)
        runs.push(await autocannon({ url, connections: 50, duration: seconds }));
      const scripts = await pageScripts(url);
      results.push({
        path,
        requestsPerSecond: median(runs.map((r) => r.requests.average)),
        p50Ms: median(runs.map((r) => r.latency.p50)),
        p99Ms: median(runs.map((r) => r.latency.p99)),
        non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
        jsFiles: scripts.files,
        jsGzipBytes: scripts.gzipBytes,
      });
    }
    return results;
  } finally {
    await stopProcess(child);
  }
}

/** The results as a section of docs/benchmarks.md. */
export function builderBenchMarkdown(results: BuilderPageBench[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    '## Builder pages',
    '',
    'Server-rendered builder pages (PGlite, the demo), autocannon, 50 connections, median of the rounds after a warm-up; the JavaScript each page loads in Chromium, gzip, without the pixel. Goals: at most 60 KB gzip of JavaScript, at least 1,000 req/s.',
    '',
    '| page | median req/s | median p50 (ms) | median p99 (ms) | non-2xx | scripts | JS (gzip) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.non2xx} | ${r.jsFiles} | ${kb(r.jsGzipBytes)} |`,
    ),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchBuilder();
  console.log(builderBenchMarkdown(results));
}
