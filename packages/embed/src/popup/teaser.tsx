/** @jsxImportSource preact */
import { teaserMode, teaserVisible } from '@hookline/rules';
import { render } from 'preact';
import type { MountTeaserOptions } from './contract.ts';
import { LAYOUT_CSS } from './layouts.ts';
import { HOST_STYLE, POPUP_CSS } from './styles.ts';

/**
 * The teaser tab (spec section 2): a small tab at the bottom of the window that opens its popup.
 * It slides in over 1 s and blinks every 3 s (CSS). `poptin_design_teaser_text` is its label;
 * `poptin_design_teaser_shape: 'triangle'` draws a corner triangle instead.
 */
export function showTeaser(options: MountTeaserOptions): { remove(): void } {
  const { popup, document } = options;
  // One tab per popup: a tab left from before replaces itself.
  for (const old of Array.from(document.querySelectorAll('[data-hookline-teaser]')))
    if (old.getAttribute('data-hookline-teaser') === popup.id) old.remove();
  const mode = teaserMode(popup.teasersOn === true, popup.design.poptin_design_teaser_mode);
  const host = document.createElement('div');
  host.setAttribute('data-hookline-teaser', popup.id);
  host.style.cssText = HOST_STYLE;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = POPUP_CSS + LAYOUT_CSS;
  const root = document.createElement('div');
  shadow.append(style, root);
  document.body.appendChild(host);
  const text =
    typeof popup.design.poptin_design_teaser_text === 'string' ? popup.design.poptin_design_teaser_text : '';
  const triangle = popup.design.poptin_design_teaser_shape === 'triangle';
  const remove = () => {
    render(null, root);
    host.remove();
  };
  render(
    <button
      type="button"
      class={triangle ? 'hl-teaser hl-triangle' : 'hl-teaser'}
      dir={popup.lang === 'he' ? 'rtl' : 'ltr'}
      aria-label={text || popup.name || 'Open'}
      onClick={() => {
        // Spec section 2: an `always` tab stays while the popup is open, unless it is a triangle.
        if (!teaserVisible(mode, 'open', triangle)) remove();
        try {
          options.onOpen();
        } catch (error) {
          options.log('opening the popup from its teaser failed', error);
        }
      }}
    >
      {triangle ? '' : text || popup.name}
    </button>,
    root,
  );
  return { remove };
}

/** The loader's teaser before the popup shows (modes `always` and `before_show`), or null when there is none. */
export function mountTeaser(options: MountTeaserOptions): { remove(): void } | null {
  const mode = teaserMode(options.popup.teasersOn === true, options.popup.design.poptin_design_teaser_mode);
  const triangle = options.popup.design.poptin_design_teaser_shape === 'triangle';
  return teaserVisible(mode, 'before_show', triangle) ? showTeaser(options) : null;
}
