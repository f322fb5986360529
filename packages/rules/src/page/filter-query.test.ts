import { describe, expect, it } from 'vitest';
import {
  decodeFilterValue,
  encodeFilterValue,
  filterParamName,
  readFilterChoice,
  writeFilterChoice,
  type FilterChoice,
} from './filter-query.ts';

describe('encodeFilterValue', () => {
  it.each<[FilterChoice, string | null]>([
    [{ terms: ['news', 'events'], join: 'AND' }, 'news+events'],
    [{ terms: ['news', 'events'], join: 'OR' }, 'news~events'],
    [{ terms: ['news'], join: 'OR' }, 'news'],
    [{ terms: ['c++', 'a~b', 'two words'], join: 'AND' }, 'c%2B%2B+a%7Eb+two%20words'],
    [{ terms: ['café', '日本'], join: 'OR' }, 'caf%C3%A9~%E6%97%A5%E6%9C%AC'],
    [{ terms: ['a&b=c', 'x#y'], join: 'AND' }, 'a%26b%3Dc+x%23y'],
    [{ terms: ['news', 'news', ''], join: 'AND' }, 'news'],
    [{ terms: [], join: 'AND' }, null],
    [{ terms: [''], join: 'OR' }, null],
  ])('%j is %s', (choice, expected) => {
    expect(encodeFilterValue(choice)).toBe(expected);
  });
});

describe('decodeFilterValue', () => {
  it.each<[string, FilterChoice | null]>([
    ['news+events', { terms: ['news', 'events'], join: 'AND' }],
    ['news~events', { terms: ['news', 'events'], join: 'OR' }],
    ['news events', { terms: ['news', 'events'], join: 'AND' }],
    ['news', { terms: ['news'], join: 'AND' }],
    ['c%2B%2B+a%7Eb', { terms: ['c++', 'a~b'], join: 'AND' }],
    ['a~b+c', { terms: ['a', 'b', 'c'], join: 'OR' }],
    ['a++b+', { terms: ['a', 'b'], join: 'AND' }],
    ['a+%E0%A4%A+b', { terms: ['a', 'b'], join: 'AND' }],
    ['', null],
    ['~+', null],
  ])('%s is %j', (raw, expected) => {
    expect(decodeFilterValue(raw)).toEqual(expected);
  });

  it.each<FilterChoice>([
    { terms: ['news', 'events'], join: 'AND' },
    { terms: ['news', 'events', 'sale'], join: 'OR' },
    { terms: ['c++', 'a~b', 'two words', '100%', 'café'], join: 'OR' },
    { terms: ['a+b', 'x y'], join: 'AND' },
  ])('round-trips %j', (choice) => {
    expect(decodeFilterValue(encodeFilterValue(choice) ?? '')).toEqual(choice);
  });
});

describe('filterParamName', () => {
  it('is one parameter per list widget and taxonomy', () => {
    expect(filterParamName('a1b2', 'category')).toBe('e-filter-a1b2-category');
    expect(filterParamName('a1b2', 'post_tag')).not.toBe(filterParamName('c3d4', 'post_tag'));
  });
});

describe('readFilterChoice', () => {
  const href = '/journal/?e-filter-w1-category=news~events&e-filter-w1-post_tag=a+b&e-filter-w2-category=x';
  it.each<[string, string, FilterChoice | null]>([
    ['w1', 'category', { terms: ['news', 'events'], join: 'OR' }],
    ['w1', 'post_tag', { terms: ['a', 'b'], join: 'AND' }],
    ['w2', 'category', { terms: ['x'], join: 'AND' }],
    ['w2', 'post_tag', null],
  ])('widget %s, %s', (widget, taxonomy, expected) => {
    expect(readFilterChoice(href, widget, taxonomy)).toEqual(expected);
  });
});

describe('writeFilterChoice', () => {
  const and = (...terms: string[]): FilterChoice => ({ terms, join: 'AND' });
  const or = (...terms: string[]): FilterChoice => ({ terms, join: 'OR' });
  it.each<[string, string, FilterChoice | null, string]>([
    ['adds the parameter', '/journal/', and('news', 'events'), '/journal/?e-filter-w1-category=news+events'],
    [
      'OR joins with ~',
      '/journal/?orderby=date',
      or('a', 'b'),
      '/journal/?orderby=date&e-filter-w1-category=a~b',
    ],
    [
      'replaces in place and keeps the rest as written',
      '/journal/?x=1+2&e-filter-w1-category=old&y=%7E#list',
      and('new'),
      '/journal/?x=1+2&e-filter-w1-category=new&y=%7E#list',
    ],
    [
      'drops paged',
      '/journal/?paged=3&e-filter-w1-category=a',
      and('a', 'b'),
      '/journal/?e-filter-w1-category=a+b',
    ],
    ['drops page', '/journal/?page=2', and('a'), '/journal/?e-filter-w1-category=a'],
    [
      'drops /page/N/',
      '/journal/page/3/?orderby=date',
      and('a'),
      '/journal/?orderby=date&e-filter-w1-category=a',
    ],
    [
      "drops the widget's e-page",
      '/j/?e-page-w1=2&e-page-w9=4',
      and('a'),
      '/j/?e-page-w9=4&e-filter-w1-category=a',
    ],
    ['no terms removes the parameter', '/journal/?e-filter-w1-category=a&paged=2', and(), '/journal/'],
    ['null removes the parameter', '/journal/?e-filter-w1-category=a&o=1', null, '/journal/?o=1'],
    [
      'an unchanged choice keeps the page',
      '/journal/?e-filter-w1-category=a+b&paged=2',
      and('a', 'b'),
      '/journal/?e-filter-w1-category=a+b&paged=2',
    ],
    ['nothing to remove', '/journal/page/2/', null, '/journal/page/2/'],
    ['odd slugs are encoded', '/journal/', or('c++', 'a~b'), '/journal/?e-filter-w1-category=c%2B%2B~a%7Eb'],
    [
      'a repeated parameter is folded',
      '/j/?e-filter-w1-category=a&e-filter-w1-category=b',
      and('c'),
      '/j/?e-filter-w1-category=c',
    ],
  ])('%s', (_name, href, choice, expected) => {
    expect(writeFilterChoice(href, 'w1', 'category', choice)).toBe(expected);
  });

  it('reads back what it wrote', () => {
    const choice = or('c++', 'two words', 'café');
    const href = writeFilterChoice('/journal/?paged=4', 'w1', 'category', choice);
    expect(readFilterChoice(href, 'w1', 'category')).toEqual(choice);
  });
});
