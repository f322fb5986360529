import { mkdirSync, readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { leadLoad } from './lead-load.ts';
import { root } from './process.ts';
import { BENCH_PG_URL, displayForm, leadForm } from './requests.ts';

/**
 * `node --import tsx scripts/bench/profile-conversions.ts [pg] [display]`: where a conversion's server
 * CPU goes (with `display`, a display call's: 1 popup, the bench's display body). Starts the bench
 * server, warms it up for 2 s, then profiles its main thread (the inspector's sampling profiler, 100 µs,
 * started and stopped through the server's standard input, so the start-up's compiling and migrating
 * are not in it) while it takes leads (or display calls) for 8 s, and prints self time grouped by
 * package or source file, largest first (the figures behind docs/benchmarks.md's profiles).
 */
const dir = process.env.PROFILE_DIR ?? '/tmp/hookline-profile';
const pg = process.argv.includes('pg');
const display = process.argv.includes('display');
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/display-server.ts'], {
  cwd: root,
  env: { ...process.env, ...(pg ? { BENCH_DATABASE_URL: BENCH_PG_URL } : {}) },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const lines = createInterface({ input: child.stdout! });
/** Sends a command to the server and resolves with its next line of output. */
const ask = (command: string) =>
  new Promise<string>((resolve) => {
    lines.once('line', resolve);
    child.stdin!.write(`${command}\n`);
  });
const line = await new Promise<string>((resolve) => lines.once('line', resolve));
const info = JSON.parse(line) as { port: number; clientId: string; popupId: string; viewerId: string };
// The generator writes a key into each request: a display call's into its page title.
const body = display
  ? (key: string) => displayForm(`Benchmark page ${key}`)
  : (key: string) => leadForm(info, key);
const path = display ? `/api/display/${info.clientId}` : `/api/display/conversion/${info.viewerId}`;
await leadLoad({ port: info.port, path, body, connections: 50, seconds: 2 });
mkdirSync(dir, { recursive: true });
const file = `${dir}/${display ? 'display' : 'conversions'}-${pg ? 'pg' : 'pglite'}-${process.pid}.cpuprofile`;
await ask('profile start');
const result = await leadLoad({ port: info.port, path, body, connections: 50, seconds: 8 });
await ask(`profile stop ${file}`);
console.log(`${Math.round(result.requestsPerSecond)}/s p99 ${result.p99} ms`);
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
interface Node {
  id: number;
  callFrame: { url: string; functionName: string };
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const totals = new Map<string, number>();
const fns = new Map<string, number>();
let all = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]!)!;
  const us = profile.timeDeltas[i + 1] ?? 0;
  const url = node.callFrame.url;
  const where = url.includes('node_modules/')
    ? url
        .split('node_modules/')
        .at(-1)!
        .split('/')
        .slice(0, url.split('node_modules/').at(-1)!.startsWith('@') ? 2 : 1)
        .join('/')
    : url.startsWith('node:')
      ? url
      : url
        ? url.replace(/^file:\/\/\/work\/[^/]+\//, '')
        : `(${node.callFrame.functionName || 'native'})`;
  totals.set(where, (totals.get(where) ?? 0) + us);
  const fn = `${node.callFrame.functionName || '(anon)'} ${where}`;
  fns.set(fn, (fns.get(fn) ?? 0) + us);
  all += us;
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / all) * 100).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n');
console.log(top(totals, 30));
console.log('--- functions');
console.log(top(fns, 40));
