import { describe, expect, it } from 'vitest';
import { renderBuilderPopupMarkup, sanitizePopupMarkup } from './markup.tsx';
import type { WidgetLoadContext } from '../contract.ts';

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
