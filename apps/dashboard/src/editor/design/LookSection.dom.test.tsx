import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PopupDocument } from '../../api/popups.ts';
import { buttonByName, cleanup, inputByLabel, render, typeInto } from '../../test/render.tsx';
import { emailForm } from '../../test/fixtures.ts';
import type { Edit } from '../edit.ts';
import { LookSection } from './LookSection.tsx';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  localStorage.clear();
});

const start = {
  name: 'Welcome',
  type: 'lightbox',
  format: 1,
  content: emailForm('Hello'),
  design_properties: { poptin_design_auto_close: false },
} as unknown as PopupDocument;

/** The section over a document held in state, as the editor holds it; `current()` reads it. */
async function renderSection(initial: PopupDocument = start) {
  let current = initial;
  function Harness() {
    const [document, setDocument] = useState(initial);
    const edit: Edit = (_key, update) =>
      setDocument((before) => {
        current = update(before);
        return current;
      });
    return <LookSection document={document} edit={edit} />;
  }
  const container = await render(<Harness />);
  return { container, look: () => (current.design_properties as { look?: unknown }).look };
}

const click = (element: HTMLElement) => act(() => element.click());

describe('the Look section', () => {
  it('shows the default look the visitor script applies when nothing is set', async () => {
    const { container } = await renderSection();
    expect(inputByLabel(container, 'Background colour').value).toBe('#ffffff');
    expect(inputByLabel(container, 'Button colour').value).toBe('#d9481f');
    expect(inputByLabel(container, 'Corner radius').value).toBe('14');
    expect(container.querySelector('[role="radio"][aria-checked="true"]')?.textContent).toBe('Colour');
  });

  it('stores a typed colour once it is whole, and refuses a broken one with a message', async () => {
    const { container, look } = await renderSection();
    const field = inputByLabel(container, 'Button colour');
    typeInto(field, '#12');
    expect(look()).toBeUndefined();
    expect(container.textContent).toContain('Type a colour like #1a2b3c.');
    typeInto(field, '#E11D48');
    expect(look()).toEqual({ button: { background: '#e11d48' } });
    // The picked colour joins the swatches.
    expect(container.querySelector('[aria-label="Background colour: #e11d48"]')).not.toBeNull();
  });

  it('switches the background to a gradient and resets the group', async () => {
    const { container, look } = await renderSection();
    click(buttonByName(container, 'Gradient'));
    expect(look()).toEqual({ background: { kind: 'gradient', from: '#ffffff', to: '#312e81', angle: 135 } });
    typeInto(inputByLabel(container, 'Angle'), '90');
    expect(look()).toMatchObject({ background: { angle: 90 } });
    const background = container.querySelector<HTMLElement>('section[aria-label="Background"]')!;
    click(buttonByName(background, 'Reset to default'));
    expect(look()).toBeUndefined();
  });

  it('keeps an image background out of the look until its address is valid, then sets its focal point', async () => {
    const { container, look } = await renderSection();
    click(buttonByName(container, 'Image'));
    expect(look()).toBeUndefined();
    typeInto(inputByLabel(container, 'Background image'), 'javascript:alert(1)');
    expect(look()).toBeUndefined();
    expect(container.textContent).toContain('must be an http(s) address');
    typeInto(inputByLabel(container, 'Background image'), '/media/abc.webp');
    expect(look()).toEqual({ background: { kind: 'image', url: '/media/abc.webp' } });
    const focal = container.querySelector<HTMLButtonElement>('button[aria-label^="Focal point"]')!;
    act(() => focal.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(look()).toMatchObject({ background: { focal_x: 55, focal_y: 50 } });
  });

  it('picks a font shown in its own face, and adds the self-hosted faces to the page', async () => {
    const { container, look } = await renderSection();
    const poppins = [...container.querySelectorAll<HTMLButtonElement>('[role="radio"]')].find((b) =>
      b.textContent?.includes('Poppins'),
    )!;
    expect(poppins.style.fontFamily).toContain('Hookline Poppins');
    click(poppins);
    expect(look()).toEqual({ font: 'poppins' });
    expect(document.head.querySelector('style[data-hookline-font="poppins"]')?.textContent).toContain(
      '/fonts/5.3.0/poppins-latin-400-normal.woff2',
    );
  });

  it('offers the image of the format only on the formats that show one', async () => {
    const { container } = await renderSection();
    expect(container.textContent).toContain('This format shows an image beside the form.');
    cleanup();
    const centred = await renderSection({ ...start, format: 2 });
    expect(centred.container.querySelector('section[aria-label="Image"]')).toBeNull();
  });
});
