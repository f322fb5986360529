import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import type { BuiltChunk } from './build.ts';

/**
 * The chunks the loader loads, in two esbuild passes (and one for the store adapters), so that a
 * page with popups downloads one file: `runtime-[hash].js`, the targeting runtime, the renderer of
 * a lightbox with a plain form, and Preact. First the lazy chunks (splitting among themselves),
 * importing Preact from the runtime chunk; then the runtime chunk, loading the lazy chunks by
 * their hashed names. Pure code the runtime and a lazy chunk both use is in both (a lazy chunk is
 * only loaded by the popups that need it); Preact is not, as its hooks keep state in the module.
 *
 * Preact in the runtime chunk rather than a chunk of its own saves a request and about 480 B gzip
 * (one module: no import and export glue, names mangled together), but the runtime chunk and the
 * lazy chunks then name each other. The runtime chunk is named by esbuild's hash of its content
 * with the lazy chunks' first names (themselves hashes of their content); each lazy chunk is then
 * renamed by the hash of its first name and the runtime's, and the names are written into both.
 * So every file's name still changes with its content (they are cached as immutable).
 */
/**
 * Every chunk has one thin entry file in `src/chunks/`, named as the chunk (`triggers.ts` builds
 * `triggers-[hash].js`), whose comment says when it loads: the folder is the chunk list. Code loads
 * a lazy chunk by `import()` of its entry file, which the runtime pass maps to the hashed name.
 */
const CHUNKS_DIR = 'src/chunks';
const entryOf = (name: string) => `${CHUNKS_DIR}/${name}.ts`;
const RUNTIME_ENTRY = entryOf('runtime');
/** What the lazy chunks import Preact from until the runtime chunk has its name. */
const RUNTIME_PLACEHOLDER = '__hookline_runtime__.js';
/**
 * The store adapters, loaded by the loader on their platform's stores before consent is known:
 * each is built whole, one file with nothing to import, so that consent waits for one request.
 */
const STORE_ADAPTERS = ['shopify', 'wix', 'ecwid', 'hookline'];

/** The lazy chunks, by name: every entry of the folder but the runtime and the store adapters. */
const LAZY_ENTRIES: Record<string, string> = Object.fromEntries(
  readdirSync(fileURLToPath(new URL(CHUNKS_DIR, import.meta.url)))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .filter((name) => name !== 'runtime' && !STORE_ADAPTERS.includes(name))
    .sort()
    .map((name) => [name, entryOf(name)]),
);
const STORE_ADAPTER_ENTRIES: Record<string, string> = Object.fromEntries(
  STORE_ADAPTERS.map((name) => [name, entryOf(name)]),
);

/** `preact`, `preact/hooks` and `preact/jsx-runtime` from the runtime chunk (its placeholder name). */
const preactFromRuntime: Plugin = {
  name: 'preact-from-runtime',
  setup(context) {
    context.onResolve({ filter: /^preact(?:\/hooks|\/jsx-runtime)?$/ }, () => ({
      path: `./${RUNTIME_PLACEHOLDER}`,
      external: true,
    }));
  },
};

/**
 * `preact/jsx-runtime` as src/jsx-runtime.ts, in the runtime chunk (the lazy chunks import their
 * `jsx` from it): virtual nodes made by Preact's own `createElement`, one factory instead of two.
 */
const jsxFromCreateElement = (packageDir: string): Plugin => ({
  name: 'jsx-from-create-element',
  setup(context) {
    context.onResolve({ filter: /^preact\/jsx-runtime$/ }, () => ({
      path: resolve(packageDir, 'src/jsx-runtime.ts'),
    }));
  },
});

/** `extras-ASAXL7F4.js` with `release` `QW3E...`: `extras-` and a hash of both. */
function releaseName(name: string, release: string): string {
  const hash = BigInt(`0x${createHash('sha256').update(`${name}\n${release}`).digest('hex').slice(0, 16)}`);
  return `${name.replace(/-[A-Z0-9]+\.js$/, '')}-${hash.toString(36).toUpperCase().padStart(8, '0').slice(-8)}.js`;
}

/** `text` with each of `names` (old -> new) replaced where it is imported (`./old`). */
function renamed(bytes: Uint8Array, names: ReadonlyMap<string, string>): Uint8Array {
  let text = new TextDecoder().decode(bytes);
  for (const [from, to] of names) text = text.split(`./${from}`).join(`./${to}`);
  return new TextEncoder().encode(text);
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

  const lazyResult = await build({
    ...shared,
    entryPoints: LAZY_ENTRIES,
    splitting: true,
    chunkNames: 'shared-[hash]',
    plugins: [...(base.plugins ?? []), preactFromRuntime],
  });
  const lazy = chunksOf(lazyResult.outputFiles, lazyResult.metafile, packageDir, chunksDir, LAZY_ENTRIES);
  const names = new Map(
    lazy.filter((chunk) => chunk.entry).map((chunk) => [LAZY_ENTRIES[chunk.entry!]!, chunk.name]),
  );

  const runtimeResult = await build({
    ...shared,
    entryPoints: { runtime: RUNTIME_ENTRY },
    plugins: [...(base.plugins ?? []), jsxFromCreateElement(packageDir), lazyFrom(packageDir, names)],
  });
  const [runtime] = chunksOf(runtimeResult.outputFiles, runtimeResult.metafile, packageDir, chunksDir, {
    runtime: RUNTIME_ENTRY,
  });
  if (!runtime) throw new Error('the runtime chunk was not built');
  const release = runtime.name.replace(/^runtime-|\.js$/g, '');
  const rename = new Map<string, string>([
    [RUNTIME_PLACEHOLDER, runtime.name],
    ...lazy.map((chunk) => [chunk.name, releaseName(chunk.name, release)] as const),
  ]);
  const final = (chunk: BuiltChunk): BuiltChunk => {
    const name = rename.get(chunk.name) ?? chunk.name;
    return {
      ...chunk,
      name,
      path: resolve(chunksDir, name),
      bytes: renamed(chunk.bytes, rename),
      imports: chunk.imports.map((imported) => rename.get(imported) ?? imported),
    };
  };

  const adapterResult = await build({ ...shared, entryPoints: STORE_ADAPTER_ENTRIES });
  const adapters = chunksOf(
    adapterResult.outputFiles,
    adapterResult.metafile,
    packageDir,
    chunksDir,
    STORE_ADAPTER_ENTRIES,
  );
  return [final(runtime), ...lazy.map(final), ...adapters];
}
