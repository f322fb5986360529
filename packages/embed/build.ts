import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { buildChunks } from './build-chunks.ts';
import { minifyFile } from './minify.ts';
import { formatEmbedSizes, measureBuild, type EmbedSizes } from './sizes.ts';

export { EMBED_BUDGETS, formatEmbedSizes, type EmbedSizes, type SizeReport } from './sizes.ts';

const packageDir = dirname(fileURLToPath(import.meta.url));

export interface BuiltFile {
  /** Absolute path (written there when `write` is on). */
  path: string;
  /** The file's contents. */
  bytes: Uint8Array;
}

export interface BuiltChunk extends BuiltFile {
  /** File name under `/embed/`, e.g. `popup-3NK2QZ7A.js`. */
  name: string;
  /** The entry this chunk is (`popup`), or null for a shared chunk. */
  entry: string | null;
  /** File names of the chunks it imports statically. */
  imports: string[];
}

export interface EmbedBuild {
  /** `pixel.js`, and the source files that have code in it. */
  loader: BuiltFile & { inputs: string[] };
  chunks: BuiltChunk[];
  /** The chunk files a lightbox needs: the runtime entry and what it imports. */
  popupFiles: string[];
}

/**
 * mailcheck ends with UMD glue that registers itself with the page's AMD loader (`define`) and
 * jQuery (`window.jQuery`); inside a host page both would leak into the site's own code. Declaring
 * them as locals of the module hides the page's, so the glue does nothing.
 */
const isolateMailcheck: Plugin = {
  name: 'isolate-mailcheck',
  setup(context) {
    context.onLoad({ filter: /[\\/]mailcheck[\\/]src[\\/]mailcheck\.js$/ }, async (args) => ({
      contents: `var define, window;\n${await readFile(args.path, 'utf8')}`,
      loader: 'js',
    }));
  },
};

/** The chunk files `entry` needs before it can run: itself and its static imports, transitively. */
export function filesNeeded(chunks: readonly BuiltChunk[], entry: string): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.name, chunk]));
  const start = chunks.find((chunk) => chunk.entry === entry);
  if (!start) throw new Error(`no chunk for entry ${entry}`);
  const needed = new Set<string>();
  const visit = (name: string) => {
    if (needed.has(name)) return;
    needed.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  visit(start.name);
  return [...needed];
}

/**
 * V8's explicit compile hint (Chrome 136 on; other engines read a comment): every function of the
 * file is compiled as it loads, off the main thread while it streams, instead of being parsed twice
 * and compiled on the main thread at its first call. Nearly all of the runtime chunk runs when a
 * popup shows, and nearly all of the loader on every page, so both carry it: the email lightbox's
 * main-thread time fell by about a third with it on the runtime chunk, and the loader's time until
 * the display answer is handled by about a third with it on the loader (docs/decisions.md). The
 * comment must open the file.
 */
const COMPILE_HINT = new TextEncoder().encode('//# allFunctionsCalledOnLoad\n');
const withCompileHint = (bytes: Uint8Array): Uint8Array => {
  const hinted = new Uint8Array(COMPILE_HINT.length + bytes.length);
  hinted.set(COMPILE_HINT);
  hinted.set(bytes, COMPILE_HINT.length);
  return hinted;
};

/**
 * Builds the visitor script: first the chunks (ESM, minified, content-hashed: the targeting runtime
 * with the lightbox renderer, Preact, and the lazy chunks; see build-chunks.ts), then the loader
 * `pixel.js` (a minified IIFE for a classic async script tag) with the hashed names of the runtime
 * chunk and the store adapter chunks written in. With `write` (the default) the old output in
 * `outdir` is replaced.
 */
export async function buildEmbed(options: { outdir: string; write?: boolean }): Promise<EmbedBuild> {
  const outdir = resolve(options.outdir);
  const chunksDir = join(outdir, 'chunks');
  const built = await buildChunks({
    packageDir,
    chunksDir,
    base: {
      platform: 'browser',
      target: 'es2020',
      minify: true,
      jsx: 'automatic',
      jsxImportSource: 'preact',
      // Module scripts are always read as UTF-8: Hebrew texts stay 2 bytes a letter, not \uXXXX.
      charset: 'utf8',
      legalComments: 'none',
      logLevel: 'silent',
      plugins: [isolateMailcheck],
    },
  });
  const chunks = await Promise.all(
    built.map(async (chunk) => {
      const bytes = await minifyFile(chunk.bytes, 'module');
      return { ...chunk, bytes: chunk.entry === 'runtime' ? withCompileHint(bytes) : bytes };
    }),
  );
  const named = (entry: string) => {
    const chunk = chunks.find((candidate) => candidate.entry === entry);
    if (!chunk) throw new Error(`the ${entry} chunk was not built`);
    return JSON.stringify(chunk.name);
  };

  const loaderPath = join(outdir, 'pixel.js');
  const loaderResult = await build({
    absWorkingDir: packageDir,
    entryPoints: [join(packageDir, 'src/loader.ts')],
    outfile: loaderPath,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // The syntax of the chunks: a browser that cannot run them has no use for the loader either.
    target: 'es2020',
    // The hashed names of the chunks the loader imports (src/chunk-loader.ts).
    define: {
      __HOOKLINE_RUNTIME_CHUNK__: named('runtime'),
      __HOOKLINE_SHOPIFY_CHUNK__: named('shopify'),
      __HOOKLINE_WIX_CHUNK__: named('wix'),
      __HOOKLINE_ECWID_CHUNK__: named('ecwid'),
      __HOOKLINE_HOOKLINE_CHUNK__: named('hookline'),
    },
    minify: true,
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const [loaderFile] = loaderResult.outputFiles.filter((file) => file.path.endsWith('.js'));
  if (!loaderFile) throw new Error('the loader was not built');
  const loaderOutput = Object.values(loaderResult.metafile.outputs).find((output) => output.entryPoint);
  const loader = {
    path: loaderPath,
    bytes: withCompileHint(await minifyFile(loaderFile.contents, 'script')),
    // Modules that ended up in the file; tree-shaken ones are listed by esbuild with 0 bytes.
    inputs: Object.entries(loaderOutput?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  };

  if (options.write !== false) {
    // dist holds exactly one release, so whatever lists it (the size benchmark) sees only that.
    await rm(chunksDir, { recursive: true, force: true });
    await mkdir(chunksDir, { recursive: true });
    await Promise.all(chunks.map((chunk) => writeFile(chunk.path, chunk.bytes)));
    await writeFile(loader.path, loader.bytes);
  }
  return { loader, chunks, popupFiles: filesNeeded(chunks, 'runtime') };
}

/**
 * Builds the visitor script in memory and reports the gzip and brotli sizes of the loader, the
 * popup chunks and the lightbox total (loader + popup chunks); for the size test and benchmarks.
 */
export async function measureEmbedSizes(): Promise<EmbedSizes> {
  return measureBuild(await buildEmbed({ outdir: join(packageDir, 'dist'), write: false }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = join(packageDir, 'dist');
  const result = await buildEmbed({ outdir });
  console.log(`embed built into ${relative(process.cwd(), outdir) || '.'}`);
  console.log(formatEmbedSizes(measureBuild(result)));
}
