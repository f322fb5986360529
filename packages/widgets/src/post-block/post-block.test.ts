import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TEntryView, TTermView } from '@hookline/schema/cms';
import { renderBuilderPage } from '../server.tsx';
import { testLoadContext } from '../testing.ts';

const term = (slug: string): TTermView => ({
  id: slug,
  taxonomy: 'category',
  slug,
  name: slug[0]!.toUpperCase() + slug.slice(1),
  description: '',
  parent: null,
  count: 0,
  image: null,
});
const CATEGORIES = ['tips', 'news', 'guides'];
/** Post n carries category n % 3, and also "news" when n is a multiple of 5. */
const entries: TEntryView[] = Array.from({ length: 14 }, (_x, n) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  collection: 'journal',
  slug: `post-${n}`,
  url: `/journal/post-${n}`,
  title: `Post ${n}`,
  status: 'published',
  excerpt: `About ${n}`,
  author: 'Ana',
  featured_image: null,
  published_at: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
  terms: { category: [term(CATEGORIES[n % 3]!), ...(n % 5 === 0 && n % 3 !== 1 ? [term('news')] : [])] },
  fields: {},
}));

const render = async (
  query: string,
  props: Record<string, unknown> = {},
  entry?: { collection: string; slug: string },
) => {
  const doc = {
    root: {},
    content: [
      {
        type: 'PostBlock',
        props: {
          id: 'posts',
          per_page: 4,
          filter: { taxonomy: 'category', multiple: true, logical: 'OR', anchor: '' },
          ...props,
        },
      },
    ],
  };
  const ctx = testLoadContext({}, `http://shop.local/journal-page${query}`, {
    entries,
    terms: CATEGORIES.map(term),
  });
  return renderToString(await renderBuilderPage(doc, { ...ctx, entry }));
};
const titles = (html: string) =>
  [...html.matchAll(/<h3 class="hl-post__title"><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
const pressed = (html: string) =>
  [...html.matchAll(/data-term="([a-z]*)" aria-current="true"/g)].map((m) => m[1]);

describe('the post block', () => {
  it('shows the newest posts first, server-rendered, with the filter bar', async () => {
    const html = await render('');
    expect(titles(html)).toEqual(['Post 13', 'Post 12', 'Post 11', 'Post 10']);
    expect(pressed(html)).toEqual(['']);
  });

  it('reads ~ as OR and + as AND from the address', async () => {
    const either = await render('?e-filter-posts-category=tips~guides');
    expect(titles(either)).toEqual(['Post 12', 'Post 11', 'Post 9', 'Post 8']);
    expect(pressed(either)).toEqual(['tips', 'guides']);
    const both = await render('?e-filter-posts-category=tips+news', {
      filter: { taxonomy: 'category', multiple: true, logical: 'AND', anchor: '' },
    });
    expect(titles(both)).toEqual(['Post 0']);
  });

  it('writes filter links that join with the operator and drop the page number', async () => {
    const html = await render('?e-page-posts=2&e-filter-posts-category=tips');
    expect(html).toContain('href="/journal-page?e-filter-posts-category=tips~news"');
    expect(html).toContain('href="/journal-page"');
    const and = await render('?e-page-posts=2&e-filter-posts-category=tips', {
      filter: { taxonomy: 'category', multiple: true, logical: 'AND', anchor: '' },
    });
    expect(and).toContain('href="/journal-page?e-filter-posts-category=tips+news"');
  });

  it('treats another operator as disabled: one term at a time, a shared link applies the first', async () => {
    const html = await render('?e-filter-posts-category=guides~tips', {
      filter: { taxonomy: 'category', multiple: true, logical: 'IN', anchor: '' },
    });
    expect(pressed(html)).toEqual(['guides']);
    expect(html).toContain('data-operator="DISABLED"');
    expect(html).toContain('href="/journal-page?e-filter-posts-category=news"');
  });

  it('pages with its own e-page parameter, and hides the load-more area on the last page', async () => {
    const second = await render('?e-page-posts=2');
    expect(titles(second)).toEqual(['Post 9', 'Post 8', 'Post 7', 'Post 6']);
    expect(second).toContain('href="/journal-page?e-page-posts=3"');
    const last = await render('?e-page-posts=4', { pagination: 'infinite' });
    expect(last).toMatch(/<div class="hl-posts__more" hidden="">/);
    const button = await render('', { pagination: 'infinite', infinite_mode: 'button', auto_pages: 0 });
    expect(button).toMatch(
      /<a class="button hl-posts__next" href="\/journal-page\?e-page-posts=2" rel="next">View more<\/a>/,
    );
  });

  it('on an entry’s own page, lists the other posts of its collection, never the one being read', async () => {
    const onNewest = await render(
      '',
      { filter: { taxonomy: '', multiple: true, logical: 'OR', anchor: '' } },
      {
        collection: 'journal',
        slug: 'post-13',
      },
    );
    expect(titles(onNewest)).toEqual(['Post 12', 'Post 11', 'Post 10', 'Post 9']);
    const onOlder = await render('', {}, { collection: 'journal', slug: 'post-11' });
    expect(titles(onOlder)).toEqual(['Post 13', 'Post 12', 'Post 10', 'Post 9']);
    const elsewhere = await render('', {}, { collection: 'lookbook', slug: 'post-13' });
    expect(titles(elsewhere)).toEqual(['Post 13', 'Post 12', 'Post 11', 'Post 10']);
  });
});
