import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import type { BuiltChunk } from './build.ts';

/**
 * The chunks the loader loads, in three esbuild passes (and one for the store adapters), so that a page with popups downloads two
 * files: `runtime-[hash].js` (the targeting runtime and the renderer of a lightbox with a plain
 * form, in one file) and `preact-[hash].js`. First Preact; then the lazy chunks (splitting among
 * themselves), importing Preact by its hashed name; then the runtime chunk, importing Preact and
 * loading the lazy chunks by their hashed names. Pure code the runtime and a lazy chunk both use is
 * in both (a lazy chunk is only loaded by the popups that need it); Preact is shared, as its hooks
 * keep state in the module.
 */

/**
 * Every chunk has one thin entry file in `src/chunks/`, named as the chunk (`triggers.ts` builds
 * `triggers-[hash].js`), whose comment says when it loads: the folder is the chunk list. Code loads
 * a lazy chunk by `import()` of its entry file, which the runtime pass maps to the hashed name.
 */
const CHUNKS_DIR = 'src/chunks';
const entryOf = (name: string) => `${CHUNKS_DIR}/${name}.ts`;
const RUNTIME_ENTRY = entryOf('runtime');
const PREACT_ENTRY = entryOf('preact');
/**
 * The store adapters, loaded by the loader on their platform's stores before consent is known:
 * each is built whole, one file with nothing to import, so that consent waits for one request.
 */
const STORE_ADAPTERS = ['shopify'];

/** The lazy chunks, by name: every entry of the folder but the runtime, Preact and the store adapters. */
const LAZY_ENTRIES: Record<string, string> = Object.fromEntries(
  readdirSync(fileURLToPath(new URL(CHUNKS_DIR, import.meta.url)))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .filter((name) => name !== 'runtime' && name !== 'preact' && !STORE_ADAPTERS.includes(name))
    .sort()
    .map((name) => [name, entryOf(name)]),
);
const STORE_ADAPTER_ENTRIES: Record<string, string> = Object.fromEntries(
  STORE_ADAPTERS.map((name) => [name, entryOf(name)]),
);

/** `preact`, `preact/hooks` and `preact/jsx-runtime` from the Preact chunk. */
function preactFrom(fileName: string): Plugin {
  return {
    name: 'shared-preact',
    setup(context) {
      context.onResolve({ filter: /^preact(?:\/hooks|\/jsx-runtime)?$/ }, () => ({
        path: `./${fileName}`,
        external: true,
      }));
    },
  };
}

/** Imports of the lazy chunks' entries, as their hashed files. */
function lazyFrom(packageDir: string, names: Map<string, string>): Plugin {
  return {
    name: 'lazy-popup-chunks',
    setup(context) {
      context.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = resolve(args.resolveDir, args.path);
        const name = names.get(relative(packageDir, target).split('\\').join('/'));
        return name ? { path: `./${name}`, external: true } : undefined;
      });
    },
  };
}

function chunksOf(
  outputFiles: OutputFile[],
  metafile: Metafile,
  packageDir: string,
  chunksDir: string,
  entries: Record<string, string>,
): BuiltChunk[] {
  return outputFiles
    .filter((file) => file.path.endsWith('.js'))
    .map((file) => {
      const meta = metafile.outputs[relative(packageDir, file.path).split('\\').join('/')];
      const entry = Object.entries(entries).find(([, source]) => source === meta?.entryPoint)?.[0] ?? null;
      return {
        path: file.path,
        bytes: file.contents,
        name: relative(chunksDir, file.path),
        entry,
        imports: (meta?.imports ?? [])
          .filter((imported) => imported.kind === 'import-statement')
          .map((imported) =>
            imported.external
              ? imported.path.replace(/^\.\//, '')
              : relative(chunksDir, resolve(packageDir, imported.path)),
          ),
      };
    });
}

/** Builds every chunk into `chunksDir` (in memory); `base` carries the shared esbuild options. */
export async function buildChunks(options: {
  packageDir: string;
  chunksDir: string;
  base: BuildOptions;
}): Promise<BuiltChunk[]> {
  const { packageDir, chunksDir, base } = options;
  const shared = {
    ...base,
    absWorkingDir: packageDir,
    outdir: chunksDir,
    entryNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    metafile: true,
    write: false,
  } satisfies BuildOptions;

  const preactResult = await build({ ...shared, entryPoints: { preact: PREACT_ENTRY } });
  const preact = chunksOf(preactResult.outputFiles, preactResult.metafile, packageDir, chunksDir, {
    preact: PREACT_ENTRY,
  });
  const preactFile = preact[0]?.name;
  if (!preactFile) throw new Error('the Preact chunk was not built');

  const lazyResult = await build({
    ...shared,
    entryPoints: LAZY_ENTRIES,
    splitting: true,
    chunkNames: 'shared-[hash]',
    plugins: [...(base.plugins ?? []), preactFrom(preactFile)],
  });
  const lazy = chunksOf(lazyResult.outputFiles, lazyResult.metafile, packageDir, chunksDir, LAZY_ENTRIES);
  const names = new Map(
    lazy.filter((chunk) => chunk.entry).map((chunk) => [LAZY_ENTRIES[chunk.entry!]!, chunk.name]),
  );

  const runtimeResult = await build({
    ...shared,
    entryPoints: { runtime: RUNTIME_ENTRY },
    plugins: [...(base.plugins ?? []), preactFrom(preactFile), lazyFrom(packageDir, names)],
  });
  const runtime = chunksOf(runtimeResult.outputFiles, runtimeResult.metafile, packageDir, chunksDir, {
    runtime: RUNTIME_ENTRY,
  });

  const adapterResult = await build({ ...shared, entryPoints: STORE_ADAPTER_ENTRIES });
  const adapters = chunksOf(
    adapterResult.outputFiles,
    adapterResult.metafile,
    packageDir,
    chunksDir,
    STORE_ADAPTER_ENTRIES,
  );
  return [...runtime, ...preact, ...lazy, ...adapters];
}
