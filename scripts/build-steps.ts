import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = fileURLToPath(new URL('..', import.meta.url));

export interface BuildStep {
  name: string;
  command: string;
  args: string[];
  /** A file the step writes (from the root): when it exists, the step has run. */
  output: string;
}

/**
 * The build: the visitor script (loader and lazy chunks), the shop's client bundle and the
 * dashboard. Each step is a separate process so one tool's globals never leak into another.
 */
export const BUILD_STEPS: readonly BuildStep[] = [
  {
    name: 'visitor script',
    command: 'npx',
    args: ['tsx', 'packages/embed/build.ts'],
    output: 'packages/embed/dist/pixel.js',
  },
  {
    name: 'shop client',
    command: 'npx',
    args: ['tsx', 'apps/shop/build.ts'],
    output: 'apps/shop/dist/client.js',
  },
  {
    name: 'dashboard',
    command: 'npx',
    args: ['vite', 'build', '--config', 'apps/dashboard/vite.config.ts', '--logLevel', 'warn'],
    output: 'apps/dashboard/dist/index.html',
  },
];

/** Whether the step's output is missing (it never ran in this checkout, or its dist was removed). */
export const isMissing = (step: BuildStep): boolean => !existsSync(`${root}/${step.output}`);

/** A step that failed, with its exit status (1 when it had none, e.g. killed by a signal). */
export class BuildStepError extends Error {
  readonly status: number;
  constructor(step: BuildStep, status: number) {
    super(`build: ${step.name} failed`);
    this.status = status;
  }
}

/** Runs one step in the root, its output on this terminal; throws a `BuildStepError` when it fails. */
export function runBuildStep(step: BuildStep): void {
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new BuildStepError(step, result.status ?? 1);
  console.log(`build: ${step.name} done in ${Date.now() - started} ms`);
}
