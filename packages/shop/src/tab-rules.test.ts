import { describe, expect, it } from 'vitest';
import { initialTab, type TabId } from './tab-rules.ts';

const all: TabId[] = ['description', 'additional_information', 'reviews'];

describe('initialTab', () => {
  it.each([
    ['/product/mug', 'description'],
    ['/product/mug#reviews', 'reviews'],
    ['/product/mug#tab-reviews', 'reviews'],
    ['/product/mug#comment-12', 'reviews'],
    ['/product/mug#Comment-12', 'reviews'],
    ['/product/mug/comment-page-2/', 'reviews'],
    ['/product/mug?cpage=2', 'reviews'],
    ['/product/mug#tab-additional_information', 'additional_information'],
    ['/product/mug#tab-description', 'description'],
    ['/product/mug#something-else', 'description'],
  ])('%s opens %s', (href, expected) => {
    expect(initialTab(`http://shop.local${href}`, all)).toBe(expected);
  });

  it('falls back to the first tab when the wanted one is missing', () => {
    expect(initialTab('http://shop.local/p#tab-additional_information', ['description', 'reviews'])).toBe(
      'description',
    );
  });
});
