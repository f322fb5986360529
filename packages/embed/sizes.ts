import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { EmbedBuild } from './build.ts';

/** Size budgets of the visitor script, in gzip bytes (level 9). */
export const EMBED_BUDGETS = {
  /** `pixel.js`, loaded on every page of every site. */
  loaderGzip: 8 * 1024,
  /**
   * Everything a visitor downloads to see a lightbox with an email form (issue 2): the loader, the
   * runtime chunk (targeting runtime, the renderer's core and Preact).
   */
  lightboxGzip: 25 * 1024,
} as const;

export interface SizeReport {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface EmbedSizes {
  loader: SizeReport;
  /** The runtime chunk and the chunks it imports (none: Preact is in it). */
  popupChunks: SizeReport;
  /** loader + runtime chunk: what a visitor downloads to see a lightbox. */
  lightboxTotal: SizeReport;
  /** The game chunk and the shared chunks it imports (a gamified popup's own code). */
  gameChunks: SizeReport;
  /** Everything a gamified popup downloads before it shows: the lightbox's files, the extras and the game chunks. */
  gameTotal: SizeReport;
  files: ({ name: string } & SizeReport)[];
}

/** The raw, gzip (level 9) and brotli (quality 11) sizes of one file. */
export function measure(bytes: Uint8Array): SizeReport {
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  };
}

const sum = (reports: SizeReport[]): SizeReport =>
  reports.reduce(
    (total, report) => ({
      raw: total.raw + report.raw,
      gzip: total.gzip + report.gzip,
      brotli: total.brotli + report.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** Sizes of a build: each file compressed on its own, as each is its own request. */
export function measureBuild(result: EmbedBuild): EmbedSizes {
  const loader = measure(result.loader.bytes);
  const files = [
    { name: 'pixel.js', ...loader },
    ...result.chunks.map((chunk) => ({ name: `chunks/${chunk.name}`, ...measure(chunk.bytes) })),
  ];
  const popupChunks = sum(
    files.filter((file) => result.popupFiles.some((name) => file.name === `chunks/${name}`)),
  );
  const sizeOf = (names: Set<string>) =>
    sum(files.filter((file) => names.has(file.name.slice('chunks/'.length))));
  const game = closureOf(result, ['game']);
  const gameChunks = sizeOf(game);
  const extras = closureOf(result, ['extras']);
  const withGame = new Set([...game, ...extras].filter((name) => !result.popupFiles.includes(name)));
  return {
    loader,
    popupChunks,
    lightboxTotal: sum([loader, popupChunks]),
    gameChunks,
    gameTotal: sum([loader, popupChunks, sizeOf(withGame)]),
    files,
  };
}

/** The files of some entry chunks and every chunk they import, but the runtime chunk. */
function closureOf(result: EmbedBuild, entries: string[]): Set<string> {
  const byName = new Map(result.chunks.map((chunk) => [chunk.name, chunk]));
  const names = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || names.has(name) || chunk.entry === 'runtime') return;
    names.add(name);
    chunk.imports.forEach(visit);
  };
  result.chunks.filter((chunk) => entries.includes(chunk.entry ?? '')).forEach((chunk) => visit(chunk.name));
  return names;
}

/** A short table of the sizes, for the console. */
export function formatEmbedSizes(sizes: EmbedSizes): string {
  const row = (label: string, size: SizeReport) =>
    `${label.padEnd(32)} ${String(size.raw).padStart(7)} B  gzip ${String(size.gzip).padStart(6)} B  brotli ${String(size.brotli).padStart(6)} B`;
  return [
    ...sizes.files.map((file) => row(file.name, file)),
    row('lightbox total (loader + chunks)', sizes.lightboxTotal),
    row('game chunk (+ its shared chunks)', sizes.gameChunks),
    row('game popup total (+ extras)', sizes.gameTotal),
  ].join('\n');
}
