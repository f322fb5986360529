import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { TEntryView } from '@hookline/schema/cms';
import { wrapperHidden } from './custom-field/index.tsx';
import { loopRows, noRowBackground } from './dynamic-loop/rows.ts';
import { renderBuilderPage } from './server.tsx';
import { termLink } from './taxonomy-blocks/index.tsx';
import { testLoadContext } from './testing.ts';

const entry = (fields: Record<string, unknown>): TEntryView =>
  ({
    id: 'e1',
    collection: 'lookbook',
    slug: 'harbour',
    url: '/lookbook/harbour',
    title: 'Harbour',
    status: 'published',
    excerpt: 'By the water.',
    author: '',
    featured_image: { id: 'm1', url: '/media/a.webp', width: 800, height: 600, alt: 'Harbour', caption: '' },
    published_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    terms: {},
    fields,
  }) as TEntryView;

const render = async (
  nodes: unknown[],
  content = {},
  url = 'http://shop.local/',
  entryRef?: { collection: string; slug: string },
) =>
  renderToString(
    await renderBuilderPage(
      { root: {}, content: nodes as never },
      { ...testLoadContext({}, url, content), entry: entryRef },
    ),
  );

describe('dynamic widgets', () => {
  it('flags a custom field wrapper hidden always, or when its value is empty', () => {
    expect(wrapperHidden('never', null)).toBe(false);
    expect(wrapperHidden('when_empty', '')).toBe(true);
    expect(wrapperHidden('when_empty', [])).toBe(true);
    expect(wrapperHidden('when_empty', 'Summer')).toBe(false);
    expect(wrapperHidden('always', 'Summer')).toBe(true);
  });

  it('gives each repeater or flexible row the background of its own image and colour sub-fields', () => {
    const repeater = loopRows(
      [{ title: 'One', colour: '#dbe7f0', image: { url: '/media/b.webp', width: 1, height: 1 } }],
      { ...noRowBackground, cf_field_key: 'image', cf_color_field_key: 'colour' },
    );
    expect(repeater[0]!.background).toEqual({ image: '/media/b.webp', color: '#dbe7f0' });
    // What makes the background is applied, not shown again as a value.
    expect(repeater[0]!.values.map((v) => v.key)).toEqual(['title']);
    const flexible = loopRows(
      [
        { layout: 'quote', label: 'Quote', fields: { quote: 'Hi', background: '#f1efe9' } },
        { layout: 'text', label: 'Text', fields: { text: '<p>x</p>', background: '#000000' } },
      ],
      { ...noRowBackground, bg_color_flexible_field: 'quote', flex_color_sub_field: 'background' },
    );
    expect(flexible.map((r) => r.background.color)).toEqual(['#f1efe9', null]);
    expect(flexible.map((r) => r.values.map((v) => v.key))).toEqual([['quote'], ['text', 'background']]);
    expect(flexible[0]!.label).toBe('Quote');
  });

  it('links terms only to site paths and web addresses', () => {
    expect(termLink('/journal?cat={slug}', { slug: 'café' })).toBe('/journal?cat=caf%C3%A9');
    expect(termLink('javascript:alert(1)//{slug}', { slug: 'a' })).toBeNull();
    expect(termLink('', { slug: 'a' })).toBeNull();
  });

  it('shows a template entry: its title, body and image, read from the entry the address names', async () => {
    const html = await render(
      [
        { type: 'PostContent', props: { id: 'body', show_title: true, field: 'body', unfold: false } },
        { type: 'PostImage', props: { id: 'image', ratio: '1:1' } },
      ],
      { entries: [entry({ body: '<p>Salt air.</p>' })] },
      'http://shop.local/lookbook/harbour',
      { collection: 'lookbook', slug: 'harbour' },
    );
    expect(html).toContain('<h1 class="hl-post-content__title">Harbour</h1>');
    expect(html).toContain('<p>Salt air.</p>');
    expect(html).toMatch(/src="\/media\/a\.webp"[^>]*aspect-ratio:1 \/ 1;object-fit:cover/);
  });

  it('refuses menu JSON that is not a valid menu with an alert saying what is wrong', async () => {
    const html = await render([{ type: 'Menu', props: { id: 'm', menu_json: '{not json' } }]);
    expect(html).toContain('role="alert"');
    expect(html).toContain('The menu is not valid JSON');
    const valid = await render([
      {
        type: 'Menu',
        props: { id: 'm', menu_json: JSON.stringify([{ id: 'a', label: 'Shop', url: '/shop' }]) },
      },
    ]);
    expect(valid).toContain('href="/shop"');
    expect(valid).not.toContain('role="alert"');
  });
});
