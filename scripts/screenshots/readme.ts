import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { pagesDir, shotFile, type PageShot } from './shots.ts';

/** The README of docs/screenshots/: every page drawn, by area, desktop beside phone. */
export function pagesReadme(shots: PageShot[]): string {
  const lines = [
    '# The shop and the dashboard',
    '',
    "The shop's pages and the dashboard's main pages of the demo, at desktop (1366 × 850) and phone",
    '(390 × 844) sizes, each from the top down to three screens. The shop is drawn without its popups',
    '(the pixel is kept out; the popups are in [docs/templates/](../templates/README.md)); a few visitors',
    'leave their email in the demo popup first, so that the leads and the results show something.',
    'Written by `npm run screenshots`; do not edit by hand.',
    '',
  ];
  for (const area of ['Shop', 'Dashboard'] as const) {
    lines.push(`## ${area}`, '');
    for (const shot of shots.filter((s) => s.area === area)) {
      lines.push(
        `### ${shot.title}`,
        '',
        `\`${shot.path}\``,
        '',
        '| Desktop | Phone |',
        '| --- | --- |',
        `| ![${shot.title}, desktop](${shotFile(shot.id, 'desktop')}) | ![${shot.title}, phone](${shotFile(shot.id, 'phone')}) |`,
        '',
      );
    }
  }
  return lines.join('\n');
}

export async function writePagesReadme(shots: PageShot[]): Promise<void> {
  const path = join(pagesDir, 'README.md');
  const options = { ...(await resolveConfig(path)), parser: 'markdown' };
  await writeFile(path, await format(pagesReadme(shots), options));
  console.log('\nWrote docs/screenshots/README.md');
}
