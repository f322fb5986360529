import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The conversions bench's second load generator (issue 27): `wrk`, one thread, 50 connections, a
 * Lua script that gives each request its own `conversion_key`, so that no request is a retry. It
 * counts the 2xx answers itself, so the bench can check that every answered conversion was
 * committed. Skipped (null) where wrk is not installed (`apt-get install wrk`).
 */
export interface WrkLeadsOptions {
  port: number;
  path: string;
  /** The form body for a key (called once, with a placeholder). */
  body: (key: string) => string;
  connections: number;
  seconds: number;
}

export interface WrkLeadsResult {
  requestsPerSecond: number;
  /** Requests answered (any status). */
  total: number;
  /** 2xx answers: the leads the visitors were told are stored. */
  answered: number;
  /** The keys' common start, to count the committed rows afterwards. */
  keyPrefix: string;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const PLACEHOLDER = 'Q'.repeat(24);

/** Lua's long brackets hold any text without escapes, given a level its text does not contain. */
const luaString = (text: string) => {
  let level = '';
  while (text.includes(`]${level}]`)) level += '=';
  return `[${level}[${text}]${level}]`;
};

export function wrkScript(path: string, body: string, prefix: string): string {
  const at = body.indexOf(PLACEHOLDER);
  if (at === -1) throw new Error('the body has no place for the key');
  const parts = body.split(PLACEHOLDER).map(luaString);
  return `-- Each request a new lead: its own conversion_key, ${prefix} then a 16-digit counter.
wrk.method = "POST"
wrk.path = ${luaString(path)}
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
local parts = { ${parts.join(', ')} }
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) counter = 0; ok = 0 end
function request()
  counter = counter + 1
  local key = ${luaString(prefix)} .. string.format("%016d", counter)
  return wrk.format(nil, nil, nil, table.concat(parts, key))
end
function response(status, headers, body)
  if status >= 200 and status < 300 then ok = ok + 1 end
end
function done(summary, latency, requests)
  local answered = 0
  for _, thread in ipairs(threads) do answered = answered + thread:get("ok") end
  io.write(string.format("HOOKLINE %d %d %d %d %d %d %d\\n", summary.requests, answered,
    summary.duration, latency:percentile(50), latency:percentile(99), summary.errors.status,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;
}

/** Runs one round of wrk against the conversion endpoint; null when wrk is not installed. */
export async function wrkLeads(options: WrkLeadsOptions): Promise<WrkLeadsResult | null> {
  const keyPrefix = `w${Math.random().toString(36).slice(2, 9).padEnd(7, '0')}`;
  const dir = mkdtempSync(join(tmpdir(), 'hookline-wrk-'));
  const script = join(dir, 'leads.lua');
  writeFileSync(script, wrkScript(options.path, options.body(PLACEHOLDER), keyPrefix));
  try {
    const output = await new Promise<string | null>((resolve, reject) =>
      execFile(
        'wrk',
        [
          '-t1',
          `-c${options.connections}`,
          `-d${options.seconds}s`,
          '-s',
          script,
          `http://127.0.0.1:${options.port}`,
        ],
        { timeout: (options.seconds + 30) * 1000 },
        (error, stdout) => {
          if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') resolve(null);
          else if (error) reject(error);
          else resolve(stdout);
        },
      ),
    );
    if (output === null) return null;
    const line = /^HOOKLINE (.*)$/m.exec(output)?.[1];
    if (!line) throw new Error(`wrk printed no summary:\n${output}`);
    const [total, answered, durationUs, p50Us, p99Us, non2xx, errors] = line.split(' ').map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return {
      requestsPerSecond: total / (durationUs / 1e6),
      total,
      answered,
      keyPrefix,
      p50: p50Us / 1000,
      p99: p99Us / 1000,
      non2xx,
      errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
