import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetFile } from './asset-file.ts';

const root = mkdtempSync(join(tmpdir(), 'hookline-assets-'));
mkdirSync(join(root, 'assets', 'fonts'), { recursive: true });
writeFileSync(join(root, 'assets', 'app.js'), '');
writeFileSync(join(root, 'assets', 'fonts', 'a.woff2'), '');
writeFileSync(join(root, 'index.html'), '');

describe('assetFile', () => {
  it.each([
    ['assets/app.js', join('assets', 'app.js')],
    ['assets/fonts/a.woff2', join('assets', 'fonts', 'a.woff2')],
    ['assets/fonts/../app.js', join('assets', 'app.js')],
    ['assets/missing.js', null],
    ['assets/fonts', null],
    ['assets/', null],
    ['assets/../index.html', null],
    ['assets/../../etc/passwd', null],
    ['assets/../assets-evil/x.js', null],
    ['assets/a\u0000.js', null],
  ])('%j -> %j', (rest, expected) => {
    expect(assetFile(root, rest)).toBe(expected);
  });
});
