import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `npm run build`: the visitor script (loader and lazy chunks), the shop's client bundle and the
 * dashboard. Each step is a separate process so one tool's globals never leak into another.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const steps: { name: string; command: string; args: string[] }[] = [
  { name: 'visitor script', command: 'npx', args: ['tsx', 'packages/embed/build.ts'] },
  { name: 'shop client', command: 'npx', args: ['tsx', 'apps/shop/build.ts'] },
  {
    name: 'dashboard',
    command: 'npx',
    args: ['vite', 'build', '--config', 'apps/dashboard/vite.config.ts', '--logLevel', 'warn'],
  },
];

for (const step of steps) {
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`build: ${step.name} done in ${Date.now() - started} ms`);
}
