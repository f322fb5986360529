import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = fileURLToPath(new URL('../..', import.meta.url));
/** The demo site, its owner's login, and the admin API's cross-site guard header. */
export const CLIENT_ID = 'hooklinedemo1';
export const LOGIN = { email: 'owner@example.com', password: 'hookline-demo' };
export const GUARD = { 'x-hookline-request': '1' };

/** A shot's window: the house's desktop and phone sizes. */
export interface Screen {
  name: 'desktop' | 'phone';
  viewport: { width: number; height: number };
  isMobile: boolean;
}
export const DESKTOP: Screen = { name: 'desktop', viewport: { width: 1366, height: 850 }, isMobile: false };
export const PHONE: Screen = { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The built server (`npm start` without the build), on `port`, with its data in `dataDir`. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 180 s');
}

/** Calls the admin API as the demo owner. */
export type AdminCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Logs in as the demo owner and answers a function that calls the admin API with that session. */
export async function adminClient(base: string): Promise<AdminCall> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...GUARD },
    body: JSON.stringify(LOGIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...GUARD, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}
