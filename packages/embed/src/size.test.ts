import { describe, expect, it } from 'vitest';
import { buildEmbed, EMBED_BUDGETS } from '../build.ts';
import { measureBuild } from '../sizes.ts';

describe('visitor script size', async () => {
  const result = await buildEmbed({ outdir: 'dist', write: false });
  const sizes = measureBuild(result);

  it(`keeps the loader within ${EMBED_BUDGETS.loaderGzip} bytes gzip`, () => {
    expect(sizes.loader.gzip).toBeLessThanOrEqual(EMBED_BUDGETS.loaderGzip);
  });

  it(`keeps everything a lightbox needs, targeting runtime included, within ${EMBED_BUDGETS.lightboxGzip} bytes gzip`, () => {
    expect(sizes.lightboxTotal.gzip).toBeLessThanOrEqual(EMBED_BUDGETS.lightboxGzip);
  });

  it('loads the games, the background effects and canvas-confetti as lazy chunks of their own, off the lightbox path', () => {
    const entry = (name: string) => result.chunks.find((chunk) => chunk.entry === name);
    for (const name of ['game', 'effects', 'confetti']) {
      expect(entry(name), name).toBeDefined();
      expect(result.popupFiles).not.toContain(entry(name)!.name);
    }
    const text = (name: string) => new TextDecoder().decode(entry(name)!.bytes);
    // canvas-confetti (its worker glue names `useWorker`) only in the confetti chunk.
    expect(text('confetti')).toContain('useWorker');
    for (const name of ['runtime', 'extras', 'game', 'effects'])
      expect(text(name)).not.toContain('useWorker');
    expect(sizes.gameChunks.gzip).toBeLessThan(10 * 1024);
  });

  it('keeps Preact, zod, the renderer and the targeting runtime out of the loader', () => {
    const bundled = result.loader.inputs.join('\n');
    expect(bundled).not.toMatch(/node_modules\/(preact|zod|mailcheck)\//);
    expect(bundled).not.toMatch(/src\/popup\/(?!contract)/);
    // The loader reads the outbox's storage key (to load the runtime for events left to send), nothing more.
    expect(bundled).not.toMatch(/src\/(runtime|filters)\/|src\/outbox\/(entries|policy|post)/);
    for (const file of [
      'src/triggers.ts',
      'src/events.ts',
      'src/popup-controller.ts',
      'src/popup-opener.ts',
      'src/popup-records.ts',
    ])
      expect(result.loader.inputs).not.toContain(file);
  });

  it('counts the targeting runtime in what a lightbox needs, but not the rarely used page filters', () => {
    const runtime = result.chunks.find((chunk) => chunk.entry === 'runtime');
    const filters = result.chunks.find((chunk) => chunk.entry === 'filters');
    expect(result.popupFiles).toContain(runtime?.name);
    expect(result.popupFiles).not.toContain(filters?.name);
    // The loader knows the runtime chunk by its hashed name, and loads chunks from `/embed/`.
    expect(runtime?.name).toMatch(/^runtime-[A-Z0-9]+\.js$/);
    const loader = new TextDecoder().decode(result.loader.bytes);
    expect(loader).toContain(runtime?.name);
    expect(loader).toContain('/embed/');
  });

  it('carries Preact in the runtime chunk, the one copy every lazy chunk imports, and names only chunks that exist', () => {
    const runtime = result.chunks.find((chunk) => chunk.entry === 'runtime')!;
    expect(result.popupFiles).toEqual([runtime.name]);
    const names = new Set(result.chunks.map((chunk) => chunk.name));
    const uses = (chunk: { bytes: Uint8Array }) =>
      [...new TextDecoder().decode(chunk.bytes).matchAll(/["'`]\.\/([\w-]+\.js)["'`]/g)].map(
        (match) => match[1],
      );
    for (const chunk of result.chunks)
      for (const used of uses(chunk)) expect(names, `${chunk.name} -> ${used}`).toContain(used);
    // The email suggestion renders with Preact: from the runtime chunk, not a copy of its own.
    const suggest = result.chunks.find((chunk) => chunk.entry === 'email-suggest')!;
    expect(suggest.imports).toContain(runtime.name);
    expect(result.chunks.filter((chunk) => /^preact-/.test(chunk.name))).toEqual([]);
  });

  it('keeps the Shopify code (consent, cart, customer) in the store adapter chunk, out of the loader and the lightbox path', () => {
    const bundled = result.loader.inputs.join('\n');
    expect(bundled).not.toMatch(
      /src\/shopify\/|src\/startup\/consent|src\/page\/store-cart|rules\/src\/store-cart/,
    );
    const loader = new TextDecoder().decode(result.loader.bytes);
    for (const text of ['cart.js', 'consent-tracking-api', 'visitorConsentCollected', 'customerPrivacy'])
      expect(loader, text).not.toContain(text);
    const shopify = result.chunks.find((chunk) => chunk.entry === 'shopify');
    expect(shopify?.name).toMatch(/^shopify-[A-Z0-9]+\.js$/);
    expect(new TextDecoder().decode(shopify?.bytes)).toContain('consent-tracking-api');
    // One request before consent is known: the adapter imports no other chunk.
    expect(shopify?.imports).toEqual([]);
    // The loader knows it by its hashed name, and loads it only on Shopify stores (not on a lightbox's path).
    expect(loader).toContain(shopify?.name);
    expect(result.popupFiles).not.toContain(shopify?.name);
  });

  it('keeps the heavy and rarely used popup parts in lazy chunks a lightbox with an email form never loads', () => {
    const lazy = [
      // The targeting runtime's: event triggers, click calls, and its extras (embedded popups,
      // teasers, preview, A/B variants, known visitors' activity calls).
      'triggers',
      'click',
      'runtime-extras',
      'extras',
      'email-suggest',
      'html',
      'countdown',
      'dynamic-text',
      'phone',
      'date-picker',
      'custom-select',
      'conversion-code',
      // The phone layout: loaded by popups that reflow on a small screen.
      'small-screen',
      // The form's submit checks and the conversion event: loaded once the visitor touches the form.
      'submit',
      // "Preview on my site": the preview bar and the tab's preview (only on a preview link's pages).
      'site-preview',
    ];
    for (const entry of lazy) {
      const chunk = result.chunks.find((candidate) => candidate.entry === entry);
      expect(chunk, entry).toBeDefined();
      expect(result.popupFiles, entry).not.toContain(chunk?.name);
    }
    const lightbox = result.chunks.filter((chunk) => result.popupFiles.includes(chunk.name));
    const text = lightbox.map((chunk) => new TextDecoder().decode(chunk.bytes)).join('\n');
    // DOMPurify, libphonenumber and mailcheck leave recognisable strings behind.
    expect(text).not.toMatch(/DOMPurify|isValidPhoneNumber|getCountryCallingCode|topLevelDomains/);
  });

  it("opens the loader and the runtime chunk with V8's compile hint, and no lazy chunk", () => {
    // The hint must be the file's first line; on a lazy chunk it would compile code a page may never run.
    const opening = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 40)).split('\n')[0];
    expect(opening(result.loader.bytes)).toBe('//# allFunctionsCalledOnLoad');
    for (const chunk of result.chunks) {
      const hinted = opening(chunk.bytes) === '//# allFunctionsCalledOnLoad';
      expect(hinted, chunk.name).toBe(chunk.entry === 'runtime');
    }
  });
});
