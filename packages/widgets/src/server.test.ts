import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandsIn, renderBuilderPage, sanitizePage } from './server.tsx';
import { testLoadContext } from './testing.ts';

const page = {
  root: { props: { title: 'About' } },
  content: [
    {
      type: 'Section',
      props: {
        id: 'intro',
        link: { url: '/journal', is_external: true, nofollow: false },
        content: [
          { type: 'Heading', props: { id: 'h', text: 'Our story', level: 'h1' } },
          { type: 'RichText', props: { id: 'r', html: '<p>Hello<script>alert(1)</script></p>' } },
          { type: 'NoSuchWidget', props: { id: 'gone' } },
        ],
      },
    },
  ],
};

describe('renderBuilderPage', () => {
  it('renders slots inside their widget, sanitises rich text and leaves unknown widgets out', async () => {
    const html = renderToString(await renderBuilderPage(page, testLoadContext()));
    expect(html).toMatch(/<section id="intro"[^>]*>.*<h1 id="h"[^>]*>Our story<\/h1>.*<p>Hello<\/p>/s);
    expect(html).not.toContain('script');
    expect(html).not.toContain('gone');
  });

  it('puts the click-through link on the section for visitors, and not in the editor', async () => {
    const visitor = renderToString(await renderBuilderPage(page, testLoadContext()));
    expect(visitor).toContain('data-link-url="/journal"');
    expect(visitor).toContain('data-link-target="_blank"');
    expect(islandsIn(visitor)).toEqual(['wrapper-link']);
    const editor = renderToString(await renderBuilderPage(page, testLoadContext(), { editMode: true }));
    expect(editor).not.toContain('data-link-url');
    expect(islandsIn(editor)).toEqual([]);
  });
});

describe('sanitizePage', () => {
  it('sanitises rich text in nested slots and keeps everything else', () => {
    const clean = sanitizePage(page);
    const inner = clean.content[0]!.props.content as { props: Record<string, unknown> }[];
    expect(inner[1]!.props.html).toBe('<p>Hello</p>');
    expect(inner[0]!.props.text).toBe('Our story');
    expect(inner[2]!.props.id).toBe('gone');
  });
});
