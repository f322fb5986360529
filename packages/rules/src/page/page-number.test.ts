import { describe, expect, it } from 'vitest';
import { facetLinkPage, pageNumberInHref, withoutPageNumber, withPageNumber } from './page-number.ts';

describe('pageNumberInHref', () => {
  it.each([
    ['/journal/?paged=3', undefined, 3],
    ['/journal/?page=2&x=1', undefined, 2],
    ['/journal/page/4/', undefined, 4],
    ['/journal/page/4', undefined, 4],
    ['https://shop.test/journal/page/12/?orderby=date#list', undefined, 12],
    ['/journal/?e-page-a1b2=5&paged=2', 'a1b2', 5],
    ['/journal/?e-page-other=5', 'a1b2', null],
    ['/journal/?paged=0', undefined, null],
    ['/journal/?paged=two', undefined, null],
    ['/journal/', undefined, null],
    ['/pages/page-one/', undefined, null],
  ])('%s (widget %s) is page %s', (href, widget, page) => {
    expect(pageNumberInHref(href, widget)).toBe(page);
  });
});

describe('facetLinkPage', () => {
  it.each([
    ['/journal/?paged=3', 3],
    ['/journal/page/7/', 7],
    ['/journal/', 1],
    ['/journal/?fwp_category=news', 1],
  ])('%s leads to page %s', (href, page) => {
    expect(facetLinkPage(href)).toBe(page);
  });
});

describe('withoutPageNumber', () => {
  it.each([
    ['/journal/?paged=3&orderby=date', undefined, '/journal/?orderby=date'],
    ['/journal/?page=2', undefined, '/journal/'],
    ['/journal/page/4/?e-filter-w-tag=a+b#top', undefined, '/journal/?e-filter-w-tag=a+b#top'],
    ['/journal/?e-page-w1=2&e-page-w2=3', 'w1', '/journal/?e-page-w2=3'],
    ['https://shop.test/page/2/', undefined, 'https://shop.test/'],
    ['/journal/?orderby=date', undefined, '/journal/?orderby=date'],
  ])('%s (widget %s) becomes %s', (href, widget, expected) => {
    expect(withoutPageNumber(href, widget)).toBe(expected);
  });
});

describe('withPageNumber', () => {
  it.each([
    ['/journal/', 2, 'path', undefined, '/journal/page/2/'],
    ['/journal', 2, 'path', undefined, '/journal/page/2/'],
    ['/journal/page/2/?e-filter-w-tag=a', 3, 'path', undefined, '/journal/page/3/?e-filter-w-tag=a'],
    ['/journal/page/3/', 1, 'path', undefined, '/journal/'],
    ['/journal/', 2, 'query', undefined, '/journal/?paged=2'],
    ['/journal/?page=2#list', 3, 'path', undefined, '/journal/?page=3#list'],
    ['/journal/?e-page-w1=2', 3, 'path', 'w1', '/journal/?e-page-w1=3'],
  ] as const)('%s to page %s (%s) is %s', (href, page, style, widget, expected) => {
    expect(withPageNumber(href, page, style, widget)).toBe(expected);
  });
});
