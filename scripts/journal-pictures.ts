import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { JOURNAL_COUNT } from '../apps/server/src/seed/content/journal.ts';
import { journalPicture, journalPost } from '../apps/server/src/seed/content/journal-art.ts';

/**
 * `npm run journal-pictures`: draws each Journal post's picture (journal-art.ts) in Chromium and
 * encodes it as WebP into apps/server/src/seed/media/journal/, one file per post; the seed reads
 * those files. Run it after changing a scene, and commit the files it writes.
 */

const outDir = fileURLToPath(new URL('../apps/server/src/seed/media/journal/', import.meta.url));
const QUALITY = 0.82;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (let n = 0; n < JOURNAL_COUNT; n++) {
    const base64 = await page.evaluate(
      async ({ svg, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', quality).split(',')[1]!;
      },
      { svg: journalPicture(n), quality: QUALITY },
    );
    await writeFile(join(outDir, journalPost(n).file), Buffer.from(base64, 'base64'));
  }
  console.log(`${(await readdir(outDir)).length} pictures in ${outDir}`);
} finally {
  await browser.close();
}
