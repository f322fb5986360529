import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './read-more.ts';

const markup = (id: string, settings: string | null) => `
  ${settings === null ? '' : `<script type="application/json" data-read-more-settings>${settings}</script>`}
  <div class="hl-read-more read-more--more" data-read-more-id="${id}">
    <p>Intro</p>
    <div class="hl-read-more__content" data-show-status="false" hidden><p>Hidden</p></div>
    <button class="hl-read-more__button" data-more="More" data-less="Less" data-more-title="More" data-less-title="Less">
      <span class="hl-read-more__text">More</span><span class="hl-read-more__arrow"></span>
    </button>
  </div>`;

describe('the read-more island', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it("logs 'Invalid Data' and does nothing when the page has no settings for its id", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    document.body.innerHTML = markup('ghost', '{"other": {"type": "button"}}');
    const root = document.querySelector<HTMLElement>('.hl-read-more')!;
    mount(root);
    expect(log).toHaveBeenCalledWith('Invalid Data');
    root.querySelector('button')!.click();
    expect(root.querySelector('.hl-read-more__text')!.textContent).toBe('More');
    expect(root.className).not.toContain('read-more--less');
  });

  it('swaps wording, title, arrow and class on a click when the settings are there', () => {
    document.body.innerHTML = markup('known', '{"known": {"animation-duration": 0}}');
    const root = document.querySelector<HTMLElement>('.hl-read-more')!;
    mount(root);
    const button = root.querySelector('button')!;
    button.click();
    expect(root.querySelector('.hl-read-more__text')!.textContent).toBe('Less');
    expect(button.title).toBe('Less');
    expect(root.querySelector<HTMLElement>('.hl-read-more__arrow')!.style.transform).toBe('rotate(180deg)');
    expect(root.classList.contains('read-more--less')).toBe(true);
    button.click();
    expect(root.querySelector('.hl-read-more__text')!.textContent).toBe('More');
    expect(root.classList.contains('read-more--more')).toBe(true);
  });
});
