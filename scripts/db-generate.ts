import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run db:generate -- --name what_changed`: drizzle-kit writes the next SQL migration from
 * packages/db/src/<concern>/tables.ts; then the `"public".` qualifier is stripped from every
 * migration so that they run in whatever schema the connection's search_path names (tests give each
 * worker its own).
 */
const dir = fileURLToPath(new URL('../packages/db', import.meta.url));
const result = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'drizzle.config.ts', ...process.argv.slice(2)],
  {
    cwd: dir,
    stdio: 'inherit',
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);
for (const file of readdirSync(`${dir}/migrations`).filter((f) => f.endsWith('.sql'))) {
  const path = `${dir}/migrations/${file}`;
  writeFileSync(path, readFileSync(path, 'utf8').replaceAll('"public".', ''));
}
