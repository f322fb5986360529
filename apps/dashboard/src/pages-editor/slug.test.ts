import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slug.ts';

describe('slugFromTitle', () => {
  it.each([
    ['Our Story!', 'our-story'],
    ['Café  Noir', 'cafe-noir'],
    ['  --Summer 2026--  ', 'summer-2026'],
    ['', ''],
  ])('%s -> %s', (title, slug) => expect(slugFromTitle(title)).toBe(slug));
});
