import { minify } from 'terser';

/**
 * The last pass over every file of the visitor script. esbuild bundles, splits and names the
 * chunks; terser then compresses the code once more (three passes: it inlines what esbuild's
 * single pass leaves, joins declarations and drops dead branches), which takes about 4% off each
 * file's gzip size. Names a file exports, and the chunk addresses written into it, are kept.
 */
export async function minifyFile(bytes: Uint8Array, kind: 'module' | 'script'): Promise<Uint8Array> {
  const result = await minify(new TextDecoder().decode(bytes), {
    module: kind === 'module',
    ecma: 2020,
    // `unsafe` folds calls of built-ins (`String(x)` to `""+x`, `Array.from([...])` to `[...]`),
    // `unsafe_arrows` writes function expressions that never use `this` as arrows: neither our code
    // nor Preact constructs such a function or relies on a built-in being replaced (about 150 B gzip
    // on a lightbox's path; the e2e journeys run the built files).
    // A third pass finds a little more to fold once the second has inlined (about 40 B gzip on a
    // lightbox's path, loader included); a fourth finds nothing more.
    compress: { passes: 3, unsafe: true, unsafe_arrows: true },
    mangle: true,
    format: { comments: false },
  });
  if (result.code === undefined) throw new Error('terser returned no code');
  return new TextEncoder().encode(result.code);
}
