import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Size {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleSizes {
  loader: Size;
  chunks: Size[];
  /** The loader plus every chunk a lightbox with an email form loads. */
  lightbox: Size;
}

const dist = fileURLToPath(new URL('../../packages/embed/dist', import.meta.url));

function measure(name: string, bytes: Buffer): Size {
  return {
    name,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Sizes of the built visitor script (run `npm run build` first). */
export async function measureBundles(): Promise<BundleSizes> {
  const loader = measure('pixel.js', readFileSync(`${dist}/pixel.js`));
  const chunkFiles = readdirSync(`${dist}/chunks`).filter((f) => f.endsWith('.js'));
  const chunks = chunkFiles.map((f) => measure(f, readFileSync(`${dist}/chunks/${f}`)));
  const lightboxChunks = chunks.filter((c) => /^(popup|form|email)/.test(c.name));
  const sum = (key: 'raw' | 'gzip' | 'brotli') => loader[key] + lightboxChunks.reduce((s, c) => s + c[key], 0);
  return { loader, chunks, lightbox: { name: 'lightbox', raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') } };
}
