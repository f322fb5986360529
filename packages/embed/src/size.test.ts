import { describe, expect, it } from 'vitest';
import { buildEmbed, EMBED_BUDGETS } from '../build.ts';
import { measureBuild } from '../sizes.ts';

describe('visitor script size', async () => {
  const result = await buildEmbed({ outdir: 'dist', write: false });
  const sizes = measureBuild(result);

  it(`keeps the loader within ${EMBED_BUDGETS.loaderGzip} bytes gzip`, () => {
    expect(sizes.loader.gzip).toBeLessThanOrEqual(EMBED_BUDGETS.loaderGzip);
  });

  it(`keeps everything a lightbox needs within ${EMBED_BUDGETS.lightboxGzip} bytes gzip`, () => {
    expect(sizes.lightboxTotal.gzip).toBeLessThanOrEqual(EMBED_BUDGETS.lightboxGzip);
  });

  it('keeps Preact, zod and the renderer out of the loader', () => {
    const bundled = result.loader.inputs.join('\n');
    expect(bundled).not.toMatch(/node_modules\/(preact|zod|mailcheck)\//);
    expect(bundled).not.toMatch(/src\/popup\/(?!contract)/);
  });

  it('writes the hashed popup chunk name into the loader', () => {
    const popup = result.chunks.find((chunk) => chunk.entry === 'popup');
    expect(popup?.name).toMatch(/^popup-[A-Z0-9]+\.js$/);
    expect(new TextDecoder().decode(result.loader.bytes)).toContain(`"${popup?.name}"`);
  });
});
