import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { renderApiDocs } from './api-docs.ts';

it('docs/api.md matches the schemas (run npm run docs:api after changing them)', () => {
  const onDisk = readFileSync(fileURLToPath(new URL('../docs/api.md', import.meta.url)), 'utf8');
  expect(onDisk).toBe(renderApiDocs());
});
