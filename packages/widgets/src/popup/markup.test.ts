import { describe, expect, it } from 'vitest';
import { renderBuilderPopupMarkup, sanitizePopupMarkup } from './markup.tsx';
import type { WidgetLoadContext } from '../contract.ts';
import { popupWidgetProblems } from './support.ts';

const ctx = { data: {} as WidgetLoadContext['data'], url: new URL('http://shop.local/') };

describe('renderBuilderPopupMarkup', () => {
  it('renders the widgets with their classes, wrapped with the popup style sheet', async () => {
    const html = await renderBuilderPopupMarkup(
      {
        root: { props: {} },
        content: [
          { type: 'Heading', props: { id: 'h1', text: 'Ten percent off', level: 'h2', align: 'center' } },
          {
            type: 'RichText',
            props: { id: 't1', html: '<p onclick="x()">Join <script>bad()</script>us</p>' },
          },
        ],
      },
      ctx,
    );
    expect(html.startsWith('<style>')).toBe(true);
    expect(html).toContain('<h2 id="h1" class="hl-heading hl-align-center">Ten percent off</h2>');
    expect(html).not.toMatch(/onclick|<script|bad\(\)/);
  });
});

describe('sanitizePopupMarkup', () => {
  it('drops forms, frames and javascript addresses', () => {
    const html = sanitizePopupMarkup(
      '<form><input name="a"></form><iframe src="x"></iframe><a href="javascript:alert(1)">x</a><p class="ok">y</p>',
    );
    expect(html).toBe('<a>x</a><p class="ok">y</p>');
  });
});

describe('interactive widgets in a popup', () => {
  const render = (content: { type: string; props: Record<string, unknown> }[]) =>
    renderBuilderPopupMarkup({ root: { props: {} }, content: content as never }, ctx);

  it('keeps what the accordion and tabs islands read: names, settings, buttons, closed panels', async () => {
    const html = await render([
      { type: 'RepeaterAccordion', props: { id: 'acc' } },
      { type: 'RepeaterTabs', props: { id: 'tabs' } },
    ]);
    expect(html).toContain('data-island="accordion"');
    expect(html).toContain('data-initial="all_closed"');
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="[a-z-]+-panel"/);
    expect(html).toMatch(/class="hl-accordion__panel"[^>]*hidden/);
    expect(html).toContain('data-island="tabs"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"/);
  });

  it('moves the read-more settings out of their script into a data attribute', async () => {
    const html = await render([{ type: 'ReadMore', props: { id: 'rm' } }]);
    expect(html).not.toContain('<script');
    const match = /data-read-more-settings="([^"]*)"/.exec(html);
    expect(match).not.toBeNull();
    const json = JSON.parse(
      match![1]!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    );
    expect(Object.keys(json)).toEqual(['rm']);
  });

  it('keeps only the data attributes the islands read, and only safe addresses in them', () => {
    const html = sanitizePopupMarkup(
      '<section data-island="wrapper-link" data-link-url="javascript:alert(1)" data-secret="x">a</section>' +
        '<section data-island="wrapper-link" data-link-url="https://shop.example/sale">b</section>' +
        '<div data-island="add-to-cart" data-api="//evil.example/api"><input class="qty" type="text" min="1"></div>',
    );
    expect(html).not.toMatch(/javascript:|data-secret|evil/);
    expect(html).toContain('data-link-url="https://shop.example/sale"');
    expect(html).toContain('<input class="qty" type="number" min="1" />');
  });

  it('keeps the calendar items whose link and picture are on the site or http(s)', () => {
    const items = JSON.stringify([
      { date: '2026-12-01', title: 'Fair', url: '/events/fair', image: null },
      { date: '2026-12-02', title: 'Bad', url: 'javascript:alert(1)' },
    ]).replace(/"/g, '&quot;');
    const html = sanitizePopupMarkup(`<div data-island="calendar" data-items="${items}"></div>`);
    expect(html).toContain('Fair');
    expect(html).not.toContain('Bad');
  });
});

describe('a map in a popup', () => {
  it('keeps the markers whose links and icons are safe, and a tile server Leaflet may load', () => {
    const attr = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');
    const markers = [
      { lat: 48.85, lng: 2.35, title: 'Paris', post_link: '/stores/paris', marker: '' },
      { lat: 45.76, lng: 4.83, title: 'Lyon', post_link: 'javascript:alert(1)', marker: '' },
    ];
    const html = sanitizePopupMarkup(
      `<div data-island="map" data-settings="${attr({ zoom: 5, tile_url: 'javascript:x' })}" data-markers="${attr(markers)}"><div data-map-canvas=""></div></div>`,
    );
    expect(html).toContain('Paris');
    expect(html).not.toMatch(/Lyon|javascript/);
    expect(html).toContain('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(html).toContain('data-map-canvas');
  });
});

describe('popupWidgetProblems', () => {
  it('names each widget a popup cannot hold, once, and why', () => {
    const problems = popupWidgetProblems({
      root: { props: {} },
      content: [
        { type: 'PostBlock', props: { id: 'p1' } },
        { type: 'PostBlock', props: { id: 'p2' } },
        { type: 'RepeaterAccordion', props: { id: 'a1' } },
      ],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Post block: .*only work on a page/);
  });
});
