import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPopupLookInput } from '@hookline/schema';
import { displayPopup } from '../testing/fixtures.ts';
import type { DisplayPopup } from './contract.ts';
import { lookStyle } from './look-style.ts';
import { mountPopup } from './mount.tsx';
import { needsExtras } from './needs.ts';
import { settle } from '../testing/settle.ts';

async function show(popup: DisplayPopup) {
  mountPopup({
    popup,
    window,
    document,
    tabIndexBase: 500,
    isMobile: false,
    now: () => Date.now(),
    onSubmit: () => undefined,
    onClose: () => undefined,
    log: () => undefined,
    apiHost: 'https://hookline.example',
  });
  await settle();
  const shadow = document.querySelector(`[data-hookline-popup="${popup.id}"]`)!.shadowRoot!;
  const frame = shadow.querySelector<HTMLElement>('[data-placement]')!;
  const dialog = shadow.querySelector<HTMLElement>('[role="dialog"]')!;
  /** A custom property as the dialog gets it: from the frame's style or the extras chunk's rule. */
  const property = (name: string) =>
    frame.style.getPropertyValue(name) ||
    /\.hl-dialog\{(.*)\}/
      .exec(dialog.querySelector('style')?.textContent ?? '')?.[1]
      ?.match(new RegExp(`${name}:([^;]*)`))?.[1] ||
    '';
  return { shadow, frame, dialog, property };
}

const withLook = (look: TPopupLookInput, popup: Partial<DisplayPopup> = {}) =>
  displayPopup({ ...popup, design: { ...popup.design, look } });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('lookStyle', () => {
  it('is empty for no look: the default look is the style sheet', () => {
    expect(lookStyle(undefined)).toBe('');
    expect(lookStyle({})).toBe('');
  });

  it('names each property after its key, sizes in px', () => {
    expect(
      lookStyle({
        text_color: '#112233',
        radius: 4,
        button: { background: '#e11d48', radius: 20 },
        background: { kind: 'color', color: '#fafaf9' },
      }),
    ).toBe(
      '--hl-text_color:#112233;--hl-radius:4px;' +
        '--hl-button-background:#e11d48;--hl-button-radius:20px;' +
        '--hl-background-kind:color;--hl-background-color:#fafaf9;',
    );
  });

  it('lets no value add a declaration of its own', () => {
    const hostile = { text_color: 'red;display:none', image: { url: 'https://x.example/a.png', alt: 'a;b' } };
    expect(lookStyle(hostile as never)).toBe('');
  });
});

describe('a popup with a look', () => {
  it('sets the look on the popup root, and the dialog reads it', async () => {
    const { frame, dialog, shadow } = await show(
      withLook({
        background: { kind: 'color', color: '#0f172a' },
        text_color: '#f8fafc',
        button: { background: '#22c55e', color: '#052e16' },
        radius: 24,
        padding: 32,
      }),
    );
    expect(frame.style.getPropertyValue('--hl-background-color')).toBe('#0f172a');
    expect(frame.style.getPropertyValue('--hl-text_color')).toBe('#f8fafc');
    expect(frame.style.getPropertyValue('--hl-button-background')).toBe('#22c55e');
    expect(frame.style.getPropertyValue('--hl-radius')).toBe('24px');
    expect(frame.style.getPropertyValue('--hl-padding')).toBe('32px');
    // The core's style sheet reads each property, with today's look as the fallback.
    const css = shadow.querySelector('style')!.textContent!;
    expect(css).toContain('background-color:var(--hl-background-color,#fff)');
    expect(css).toContain('background:var(--hl-button-background,#d9481f)');
    expect(dialog.getAttribute('role')).toBe('dialog');
  });

  it('keeps a plain colour look on the lightbox path: no extras chunk', () => {
    const content = displayPopup().content as never;
    const traits = (look: TPopupLookInput, format = 2) => ({ type: 'lightbox', format, design: { look } });
    expect(needsExtras(traits({ text_color: '#000000', radius: 0, button: { radius: 4 } }), content)).toBe(
      false,
    );
    expect(needsExtras(traits({ shadow: 'soft' }), content)).toBe(true);
    expect(needsExtras(traits({ font: 'inter' }), content)).toBe(true);
    expect(needsExtras(traits({ background: { kind: 'image', url: '/media/a.png' } }), content)).toBe(true);
    expect(needsExtras(traits({ image: { url: '/media/a.png' } }, 1), content)).toBe(true);
    expect(needsExtras(traits({ close: { position: 'left' } }), content)).toBe(true);
    // The image formats without an image are one column, in the core.
    expect(needsExtras(traits({}, 1), content)).toBe(false);
    expect(needsExtras(traits({}, 6), content)).toBe(false);
  });

  it('uses the popup font for a bar and adds its faces to the page once, from the server', async () => {
    const { property } = await show(withLook({ font: 'poppins' }, { type: 'bar' }));
    expect(property('--hl-family')).toMatch(/^"Hookline Poppins",/);
    const faces = document.head.querySelectorAll('style[data-hookline-font="poppins"]');
    expect(faces).toHaveLength(1);
    expect(faces[0]!.textContent).toContain(
      'src:url("https://hookline.example/fonts/5.3.0/poppins-latin-700-normal.woff2")',
    );
    await show(withLook({ font: 'poppins' }, { id: 'popupid222222', type: 'sside' }));
    expect(document.head.querySelectorAll('style[data-hookline-font]')).toHaveLength(1);
  });

  it('adds no font faces for a web-safe stack', async () => {
    const { property } = await show(withLook({ font: 'georgia' }, { type: 'bside' }));
    expect(property('--hl-family')).toMatch(/^Georgia,/);
    expect(document.head.querySelector('style[data-hookline-font]')).toBeNull();
  });

  it('puts the image of "image beside the form" beside it, at its focal point, from the server', async () => {
    const { dialog, property } = await show(
      withLook({ image: { url: '/media/abc123.webp', alt: 'A bowl of ramen', focal_x: 30, focal_y: 70 } }),
    );
    const media = dialog.querySelector<HTMLElement>('.hl-media')!;
    expect(media.className).toBe('hl-media hl-media-split');
    expect(media.getAttribute('role')).toBe('img');
    expect(media.getAttribute('aria-label')).toBe('A bowl of ramen');
    expect(property('--hl-media')).toBe('url("https://hookline.example/media/abc123.webp")');
    expect(property('--hl-media-at')).toBe('30% 70%');
  });

  it.each([
    [3, 'hl-media hl-media-top'],
    [6, 'hl-media hl-media-cover'],
  ])('shows the image of lightbox format %d as %s', async (format, className) => {
    const { dialog } = await show(withLook({ image: { url: 'https://cdn.example/a.jpg' } }, { format }));
    expect(dialog.querySelector('.hl-media')?.className).toBe(className);
    // No alternative text: the image is decoration.
    expect(dialog.querySelector('.hl-media')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows no image on a format that promises none', async () => {
    const { dialog } = await show(withLook({ image: { url: 'https://cdn.example/a.jpg' } }, { format: 2 }));
    expect(dialog.querySelector('.hl-media')).toBeNull();
  });

  it('lays an image background under its overlay, at its focal point', async () => {
    const { property } = await show(
      withLook({
        background: {
          kind: 'image',
          url: '/media/bg.jpg',
          focal_x: 10,
          focal_y: 20,
          overlay: '#000000',
          overlay_opacity: 0.5,
          fallback: '#222222',
        },
      }),
    );
    expect(property('--hl-bg')).toBe(
      'linear-gradient(#00000080,#00000080),url("https://hookline.example/media/bg.jpg")',
    );
    expect(property('--hl-bg-at')).toBe('10% 20%');
    expect(property('--hl-background-color')).toBe('#222222');
  });

  it('tints the backdrop and draws a gradient through the extras chunk, on the backdrop too', async () => {
    const { shadow, property } = await show(
      withLook({
        overlay: { color: '#0b1020', opacity: 0.8 },
        shadow: 'soft',
        background: { kind: 'gradient', from: '#1e1b4b', to: '#7c3aed', angle: 135 },
      }),
    );
    expect(property('--hl-backdrop')).toBe('#0b1020cc');
    // The dialog's own rule (the extras chunk's preset) wins over the name the root carries.
    expect(shadow.querySelector('.hl-dialog style')?.textContent).toContain(
      '--hl-shadow:0 4px 18px rgba(0,0,0,.12);',
    );
    expect(property('--hl-bg')).toBe('linear-gradient(135deg,#1e1b4b,#7c3aed)');
    // The backdrop is the dialog's parent: the rule must reach it.
    expect(shadow.querySelector('.hl-dialog style')?.textContent).toMatch(
      /^\.hl-overlay,\.hl-frame,\.hl-dialog\{/,
    );
  });

  it('moves the close button and styles underlined inputs through the extras chunk', async () => {
    const { property } = await show(
      withLook({
        close: { position: 'outside' },
        input: { style: 'underlined' },
        button: { full_width: false },
      }),
    );
    expect(property('--hl-close-top')).toBe('-14px');
    expect(property('--hl-dialog-overflow')).toBe('visible');
    expect(property('--hl-close-background')).toBe('#fff');
    expect(property('--hl-input-lines')).toBe('0 0 2px');
    expect(property('--hl-input-radius')).toBe('0');
    expect(property('--hl-button-width')).toBe('fit-content');
  });
});
