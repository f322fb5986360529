import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBuilderPopupMarkup } from '@hookline/widgets/server';
import { testLoadContext } from '@hookline/widgets/testing';
import { mountBuilderIslands, STYLE_SHEET_WAIT_MS } from './builder-islands.ts';
import { sanitizeHtml } from './html-block.tsx';

/**
 * A page-builder popup's interactive widgets, from the server's sanitised markup through the
 * visitor script's own sanitiser into a Shadow DOM, where the builder-islands chunk mounts them.
 */
async function popupWith(content: { type: string; props: Record<string, unknown> }[]) {
  const markup = await renderBuilderPopupMarkup(
    { root: { props: {} }, content: content as never },
    testLoadContext(),
  );
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  container.className = 'hl-html';
  container.innerHTML = sanitizeHtml(markup);
  shadow.append(container);
  // happy-dom loads no style sheets and says so on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers();
  const mounting = mountBuilderIslands(container, 'https://hookline.test/embed/builder-islands-X.js');
  // The style sheet does not load here: the islands mount once its wait is over.
  await vi.advanceTimersByTimeAsync(STYLE_SHEET_WAIT_MS);
  await mounting;
  vi.useRealTimers();
  return { shadow, container };
}

describe('page-builder widgets inside a popup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('links the widgets’ style sheet into the Shadow DOM once, from the visitor script’s server', async () => {
    const { shadow, container } = await popupWith([{ type: 'RepeaterAccordion', props: { id: 'faq' } }]);
    const links = shadow.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    expect([...links].map((l) => l.href)).toEqual(['https://hookline.test/shop-assets/popup-widgets.css']);
    await mountBuilderIslands(container);
    expect(shadow.querySelectorAll('link').length).toBe(1);
    expect(document.head.querySelector('link[data-hookline-widgets]')).toBeNull();
  });

  it('opens and closes accordion items, and a trigger in the popup drives the accordion', async () => {
    const { shadow } = await popupWith([
      { type: 'RepeaterAccordion', props: { id: 'faq', expandAllButtons: false } },
      {
        type: 'Trigger',
        props: {
          id: 'all',
          trigger_type: 'accordion',
          trigger_action: 'expand',
          trigger_target: 'faq',
          text: 'Open all',
        },
      },
    ]);
    const panels = () =>
      [...shadow.querySelectorAll<HTMLElement>('.hl-accordion__panel')].map((p) => p.hidden);
    expect(panels()).toEqual([true, true, true]);
    shadow.querySelectorAll<HTMLButtonElement>('.hl-accordion__title button')[1]!.click();
    expect(panels()).toEqual([true, false, true]);
    const before = window.location.hash;
    shadow.querySelectorAll<HTMLButtonElement>('.hl-accordion__title button')[1]!.click();
    expect(panels()).toEqual([true, true, true]);
    // The page's address is not the popup's: the accordion leaves the hash alone.
    expect(window.location.hash).toBe(before);
    shadow.querySelector<HTMLButtonElement>('.hl-trigger__button')!.click();
    expect(panels()).toEqual([false, false, false]);
  });

  it('switches tabs and expands a read-more from its settings (moved out of their script)', async () => {
    const { shadow } = await popupWith([
      { type: 'RepeaterTabs', props: { id: 'tabs' } },
      { type: 'ReadMore', props: { id: 'more', animation_duration: 0 } },
    ]);
    const tabs = shadow.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    tabs[1]!.click();
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect([...shadow.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map((p) => p.hidden)).toEqual([
      true,
      false,
      true,
    ]);
    shadow.querySelector<HTMLButtonElement>('.hl-read-more__button')!.click();
    expect(shadow.querySelector('.hl-read-more__text')!.textContent).toBe('Read less');
  });
});
