import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Started<T> {
  child: ChildProcess;
  /** The JSON line the process printed first. */
  info: T;
  /** Writes a line to the process and answers the next line it prints (a server's bench commands). */
  ask(line: string): Promise<string>;
}

/**
 * Starts a benchmark server script in its own process (node with tsx's loader, no npx in between,
 * so that a signal reaches it) and waits for the JSON line it prints when ready. Servers run with
 * NODE_ENV=production, as `npm start` runs them.
 */
export async function startProcess<T>(script: string, env: Record<string, string> = {}): Promise<Started<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as T));
  });
  const ask = (line: string) =>
    new Promise<string>((resolve) => {
      lines.once('line', resolve);
      child.stdin!.write(`${line}\n`);
    });
  return { child, info, ask };
}

/** Stops a process started by `startProcess` and waits for it to exit. */
export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** utime + stime of a `/proc/{pid}/stat` line, in µs (fields 14 and 15, in ticks of 1/100 s on Linux). */
function statCpuMicros(stat: string): number {
  const fields = stat.split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

/**
 * CPU time a process has used so far, in µs, from /proc (Linux; undefined elsewhere). Unlike req/s it
 * hardly moves when other work on the machine takes the cores, so it shows what a change saved.
 */
export function cpuMicros(pid: number | undefined): number | undefined {
  try {
    return statCpuMicros(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * CPU time all of the machine's PostgreSQL processes (the backends, the WAL writer, the checkpointer)
 * have used so far, in µs: what a conversion costs the database server, which shares the cores.
 * Undefined where /proc cannot be read or no PostgreSQL runs here.
 */
export function postgresCpuMicros(): number | undefined {
  let total = 0;
  let found = false;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // it ended meanwhile
      }
      if (!stat.includes(' (postgres) ')) continue;
      found = true;
      total += statCpuMicros(stat);
    }
  } catch {
    return undefined;
  }
  return found ? total : undefined;
}
