import { describe, expect, it } from 'vitest';
import { lightboxHash, parseLightboxHash } from './lightbox-hash.ts';

describe('lightbox hash', () => {
  it('writes gallery and picture ids, pictures counted from 1', () => {
    expect(lightboxHash(1, 0)).toBe('#&gid=1&pid=1');
  });

  it.each([
    ['#&gid=1&pid=2', 1],
    ['#gid=1&pid=3', 2],
    ['#&gid=2&pid=1', null],
    ['#&gid=1&pid=9', null],
    ['#&gid=1&pid=0', null],
    ['#reviews', null],
    ['', null],
  ])('%s opens picture %s', (hash, expected) => {
    expect(parseLightboxHash(hash, 1, 3)).toBe(expected);
  });
});
