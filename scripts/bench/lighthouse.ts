import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, root, startProcess, stopProcess } from './process.ts';

export interface LighthouseResult {
  path: string;
  runs: number;
  /** Median performance score, 0 to 100. */
  score: number;
  scores: number[];
  /** Median first contentful paint, largest contentful paint and total blocking time, in ms. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

/**
 * Lighthouse's performance category for the product page (its default mobile emulation and
 * throttling), run `runs` times against Debian's Chromium and a shop server in its own process.
 */
export async function benchLighthouse(runs = 3): Promise<LighthouseResult> {
  const path = '/product/stoneware-mug';
  const { child, info } = await startProcess<{ port: number }>('scripts/bench/shop-server.ts');
  const dir = mkdtempSync(join(tmpdir(), 'hookline-lighthouse-'));
  const reports: { score: number; fcp: number; lcp: number; tbt: number }[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const output = join(dir, `report-${i}.json`);
      const result = spawnSync(
        join(root, 'node_modules/.bin/lighthouse'),
        [
          `http://localhost:${info.port}${path}`,
          `--chrome-path=${CHROMIUM}`,
          `--chrome-flags=${FLAGS}`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
        ],
        { cwd: root, stdio: 'inherit', timeout: 120_000 },
      );
      if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
      const report = JSON.parse(readFileSync(output, 'utf8')) as {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue: number }>;
      };
      reports.push({
        score: Math.round(report.categories.performance.score * 100),
        fcp: report.audits['first-contentful-paint']!.numericValue,
        lcp: report.audits['largest-contentful-paint']!.numericValue,
        tbt: report.audits['total-blocking-time']!.numericValue,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await stopProcess(child);
  }
  return {
    path,
    runs,
    score: median(reports.map((r) => r.score)),
    scores: reports.map((r) => r.score),
    fcpMs: median(reports.map((r) => r.fcp)),
    lcpMs: median(reports.map((r) => r.lcp)),
    tbtMs: median(reports.map((r) => r.tbt)),
  };
}

export function lighthouseMarkdown(result: LighthouseResult): string {
  return [
    '### Lighthouse, product page',
    '',
    `Lighthouse 13 performance category (mobile emulation and throttling, its defaults) on \`${result.path}\`, Debian's Chromium, ${result.runs} runs.`,
    '',
    '| median score | scores | median FCP (ms) | median LCP (ms) | median TBT (ms) |',
    '|---:|---|---:|---:|---:|',
    `| ${result.score} | ${result.scores.join(', ')} | ${result.fcpMs.toFixed(0)} | ${result.lcpMs.toFixed(0)} | ${result.tbtMs.toFixed(0)} |`,
    '',
  ].join('\n');
}
