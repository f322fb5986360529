import { describe, expect, it } from 'vitest';
import { addVisitedPage, formatVisitedPages, MAX_VISITED_PAGES, parseVisitedPages } from './visited-pages.ts';

const T1 = Date.UTC(2026, 0, 2, 3, 4, 5);
const T2 = T1 + 60_000;

describe('visited pages', () => {
  const pages = [
    { url: 'https://shop.example/', at: T1 },
    { url: 'https://shop.example/a|b?x=1', at: T2 },
  ];

  it('writes pipe-separated addresses, with dates when asked', () => {
    expect(formatVisitedPages(pages)).toBe('https://shop.example/|https://shop.example/a%7Cb?x=1');
    expect(formatVisitedPages(pages, { withTime: true })).toBe(
      'https://shop.example/~2026-01-02T03:04:05.000Z|https://shop.example/a%7Cb?x=1~2026-01-02T03:05:05.000Z',
    );
    expect(formatVisitedPages([])).toBe('');
  });

  it('leaves the oldest out to fit a length', () => {
    expect(formatVisitedPages(pages, { maxLength: 40 })).toBe('https://shop.example/a%7Cb?x=1');
    expect(formatVisitedPages(pages, { maxLength: 5 })).toBe('');
  });

  it('reads back what it wrote', () => {
    const stored = formatVisitedPages(pages, { withTime: true });
    expect(parseVisitedPages(stored)).toEqual([
      { url: 'https://shop.example/', at: T1 },
      { url: 'https://shop.example/a%7Cb?x=1', at: T2 },
    ]);
  });

  it.each([
    ['no date', 'https://shop.example/'],
    ['a bad date', 'https://shop.example/~yesterday'],
    ['a script address', 'javascript:alert(1)~2026-01-02T03:04:05.000Z'],
    ['no address', '~2026-01-02T03:04:05.000Z'],
    ['a space in the address', 'https://shop.example/a b~2026-01-02T03:04:05.000Z'],
  ])('drops an entry with %s', (_why, entry) => {
    expect(parseVisitedPages(`${entry}|https://ok.example/~2026-01-02T03:04:05.000Z`)).toEqual([
      { url: 'https://ok.example/', at: T1 },
    ]);
  });

  it('keeps an address holding ~', () => {
    expect(parseVisitedPages('https://x.example/~user/~2026-01-02T03:04:05.000Z')).toEqual([
      { url: 'https://x.example/~user/', at: T1 },
    ]);
  });

  it('keeps the newest 50', () => {
    let list = parseVisitedPages(null);
    for (let i = 0; i < 60; i++) list = addVisitedPage(list, { url: `https://x.example/${i}`, at: T1 + i });
    expect(list).toHaveLength(MAX_VISITED_PAGES);
    expect(list[0]?.url).toBe('https://x.example/10');
    expect(list.at(-1)?.url).toBe('https://x.example/59');
  });
});
