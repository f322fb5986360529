import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogue, slotNames } from './catalogue.ts';
import { editorConfig } from './editor.tsx';
import { islands } from './islands/index.ts';
import { popupIslands } from './islands/popup-islands.ts';
import { NOT_IN_POPUPS } from './popup/support.ts';
import { renderBuilderPage } from './server.tsx';
import { testLoadContext } from './testing.ts';

describe('the widget catalogue', () => {
  it('has one widget per type, each with a label, spec lines and defaults for every field', () => {
    expect(new Set(catalogue.map((w) => w.type)).size).toBe(catalogue.length);
    for (const widget of catalogue) {
      expect(widget.label, widget.type).not.toBe('');
      expect(widget.spec, widget.type).not.toBe('');
      expect(Object.keys(widget.defaultProps).sort(), widget.type).toEqual(Object.keys(widget.fields).sort());
    }
  });

  it('names only islands that exist', () => {
    for (const widget of catalogue.filter((w) => w.island))
      expect(islands[widget.island!], widget.type).toBeDefined();
  });

  it('renders every widget with its defaults on the server, without browser globals', async () => {
    const doc = {
      root: {},
      content: catalogue.map((w, i) => ({ type: w.type, props: { ...w.defaultProps, id: `w${i}` } })),
    };
    const html = renderToString(await renderBuilderPage(doc, testLoadContext()));
    for (let i = 0; i < catalogue.length; i++) expect(html).toContain(`id="w${i}"`);
  });

  it('gives the editor one component per widget, each in a category, slots as slot fields', () => {
    const config = editorConfig({ proUnlocked: true });
    expect(Object.keys(config.components).sort()).toEqual(catalogue.map((w) => w.type).sort());
    const listed = Object.values(config.categories ?? {}).flatMap((c) => c.components ?? []);
    expect(listed.sort()).toEqual(catalogue.map((w) => w.type).sort());
    for (const widget of catalogue) {
      for (const name of slotNames(widget))
        expect(config.components[widget.type]!.fields![name]).toEqual({ type: 'slot' });
    }
  });

  it('keeps pro widgets out of reach on a free plan', () => {
    const config = editorConfig({ proUnlocked: false });
    for (const widget of catalogue.filter((w) => w.pro)) {
      expect(config.components[widget.type]!.permissions?.insert, widget.type).toBe(false);
    }
  });

  it('offers a popup every widget whose island runs in a popup, and leaves out only the page-only ones', () => {
    const config = editorConfig({ proUnlocked: true, popup: true });
    const offered = catalogue.filter((w) => !(w.type in NOT_IN_POPUPS));
    expect(Object.keys(config.components).sort()).toEqual(offered.map((w) => w.type).sort());
    const listed = Object.values(config.categories ?? {}).flatMap((c) => c.components ?? []);
    expect(listed.sort()).toEqual(offered.map((w) => w.type).sort());
    for (const widget of offered.filter((w) => w.island))
      expect(popupIslands[widget.island!], widget.type).toBeDefined();
    // Only the post block's island stays on pages.
    expect(Object.keys(islands).filter((name) => !(name in popupIslands))).toEqual(['post-block']);
  });
});
