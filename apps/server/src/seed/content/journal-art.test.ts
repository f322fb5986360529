import { readdirSync, readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { JOURNAL_COUNT, postBody } from './journal.ts';
import { JOURNAL_PICTURE_SIZE, journalPicture, journalPost } from './journal-art.ts';
import { SUBJECTS } from './journal-posts.ts';
import { SCENES } from './journal-scenes.ts';

const posts = Array.from({ length: JOURNAL_COUNT }, (_x, n) => journalPost(n));
const mediaDir = new URL('../media/journal/', import.meta.url);

describe('the Journal’s pictures and words', () => {
  it('draws every post its own picture, of its own subject', () => {
    const pictures = posts.map((_p, n) => journalPicture(n));
    expect(new Set(pictures).size).toBe(JOURNAL_COUNT);
    for (const subject of SUBJECTS) expect(SCENES[subject.scene], subject.title).toBeDefined();
    expect(journalPicture(0)).toContain('<title>A morning at the kiln</title>');
  });

  it('ships one encoded WebP per post at the drawn size (npm run journal-pictures writes them)', () => {
    const files = posts.map((p) => p.file);
    expect(new Set(files).size).toBe(JOURNAL_COUNT);
    expect(readdirSync(mediaDir).sort()).toEqual([...files].sort());
    const bytes = files.map((file) => readFileSync(new URL(file, mediaDir)));
    for (const [i, data] of bytes.entries()) {
      expect(imageSize(data), files[i]).toMatchObject({ type: 'webp', ...JOURNAL_PICTURE_SIZE });
      expect(data.length, files[i]).toBeLessThan(40_000);
    }
    expect(new Set(bytes.map((b) => b.toString('base64'))).size).toBe(JOURNAL_COUNT);
  });

  it('gives every post a written excerpt of its own and a body of real sentences', () => {
    const excerpts = posts.map((p) => p.subject.excerpts[p.angle]);
    expect(new Set(excerpts).size).toBe(JOURNAL_COUNT);
    for (const excerpt of excerpts) expect(excerpt).toMatch(/^[A-Z].{40,}[.]$/);
    const body = postBody(SUBJECTS[1]!, 0);
    expect(body).toContain('A coarse grind');
    expect(body).not.toMatch(/Number \d+ of our journal/);
  });
});
