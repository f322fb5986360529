import { cp, mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The client bundle runs on Preact through `preact/compat` (React's API at a tenth of the bytes);
 * the server renders with React. SHOP_CLIENT_RUNTIME=react builds with React instead, to compare.
 */
const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/** Builds the shop's client bundle and style sheet into apps/shop/dist, with the files of `public/` (the favicons). */
export async function buildShop(runtime = process.env.SHOP_CLIENT_RUNTIME ?? 'preact'): Promise<void> {
  const outdir = here('./dist');
  await mkdir(outdir, { recursive: true });
  // Content-hashed island chunks: the old ones go, so the folder holds only what the bundle loads.
  await rm(`${outdir}/chunks`, { recursive: true, force: true });
  await build({
    entryPoints: { client: here('./src/client/entry.ts') },
    outdir,
    bundle: true,
    format: 'esm',
    // Each island of the page builder is its own chunk, loaded only by pages that show its widget.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    minify: true,
    target: 'es2020',
    jsx: 'automatic',
    alias: runtime === 'react' ? {} : preactAliases,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // One style sheet for every page: src/styles/shop.css imports a file per part of the store; and
  // the widgets' alone, linked into page-builder popups that hold interactive widgets.
  await build({
    entryPoints: {
      shop: here('./src/styles/shop.css'),
      'popup-widgets': here('./src/styles/popup-widgets.css'),
    },
    outdir,
    bundle: true,
    minify: true,
    target: 'es2020',
    logLevel: 'warning',
  });
  await cp(here('./public'), outdir, { recursive: true });
  // Leaflet's style sheets, which the map island links only on pages with a map.
  await mkdir(`${outdir}/vendor`, { recursive: true });
  for (const file of [
    'leaflet/dist/leaflet.css',
    'leaflet.markercluster/dist/MarkerCluster.css',
    'leaflet.markercluster/dist/MarkerCluster.Default.css',
  ])
    await cp(require.resolve(file), `${outdir}/vendor/${file.split('/').pop()}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildShop();
