import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Media } from '../api/media.ts';
import { buttonByName, cleanup, mockApi, render, typeInto, waitFor } from '../test/render.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { imageAddressProblem } from './ImagePickerDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sunset: Media = {
  id: '7b0f2c1e-3c1a-4d55-9a55-0b6a4f1b2c3d',
  url: `/media/${'ab'.repeat(16)}.webp`,
  file_name: 'sunset-waves.webp',
  type: 'image/webp',
  width: 960,
  height: 640,
  bytes: 6650,
  created_at: '2025-01-01T00:00:00.000Z',
};

/** The picker as a form uses it: the chosen address is the form's state. */
function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ImagePicker siteId="hooklinedemo1" value={value} onChange={setValue} label="Image" />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const valueOf = (container: HTMLElement) => container.querySelector('[data-testid="value"]')!.textContent;

describe('ImagePicker', () => {
  it('opens the site library and picks a thumbnail, showing it and its size', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/admin/sites/hooklinedemo1/media'
        ? { status: 200, body: { rows: [sunset], total: 1 } }
        : { status: 404, body: { error: 'not_found', message: 'no' } },
    );
    const container = await render(<Harness />);
    expect(container.textContent).toContain('No image');
    await act(async () => buttonByName(container, 'Choose image…').click());
    await waitFor(() => expect(container.textContent).toContain('960 × 640 · 6 KB'));
    expect(String(calls.mock.calls[0]![0])).toContain(
      '/api/admin/sites/hooklinedemo1/media?limit=48&offset=0',
    );
    const thumbnail = container.querySelector<HTMLButtonElement>(
      'button[aria-label^="Use sunset-waves.webp"]',
    )!;
    await act(async () => thumbnail.click());
    expect(valueOf(container)).toBe(sunset.url);
    expect(container.querySelector('dialog')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(sunset.url);
    expect(buttonByName(container, 'Change image…')).toBeTruthy();
    await act(async () => buttonByName(container, 'Remove').click());
    expect(valueOf(container)).toBe('none');
  });

  it('takes a pasted web address and refuses anything else with a message', async () => {
    mockApi(() => ({ status: 200, body: { rows: [], total: 0 } }));
    const container = await render(<Harness />);
    await act(async () => buttonByName(container, 'Choose image…').click());
    await waitFor(() => expect(container.textContent).toContain('No images in this site’s library yet'));
    const field = container.querySelector<HTMLInputElement>('input[type="url"]')!;
    typeInto(field, 'javascript:alert(1)');
    await act(async () => buttonByName(container, 'Use address').click());
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Paste a web address that starts with https://',
    );
    expect(valueOf(container)).toBe('none');
    typeInto(field, ' https://cdn.example.com/hero.jpg ');
    await act(async () => buttonByName(container, 'Use address').click());
    expect(valueOf(container)).toBe('https://cdn.example.com/hero.jpg');
  });

  it('refuses a file over 5 MB before sending it, naming its size', async () => {
    const calls = mockApi(() => ({ status: 200, body: { rows: [], total: 0 } }));
    const container = await render(<Harness />);
    await act(async () => buttonByName(container, 'Choose image…').click());
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(Math.round(7.2 * 1024 * 1024))], 'huge.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [big], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'Images may be at most 5 MB; this one is 7.2 MB',
      ),
    );
    expect(calls.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
    expect(valueOf(container)).toBe('none');
  });

  it('says so when the chosen image cannot be loaded any more', async () => {
    const container = await render(<Harness initial={sunset.url} />);
    await act(async () => container.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/cannot be loaded/);
    expect(container.textContent).toContain('Missing');
  });

  it.each([
    [`/media/${'0f'.repeat(16)}.png`, null],
    ['https://cdn.example.com/a.webp', null],
    ['http://cdn.example.com/a.webp', null],
    ['/images/a.png', 'Paste a web address that starts with https://'],
    ['data:image/png;base64,AAAA', 'Paste a web address that starts with https://'],
    ['javascript:alert(1)', 'Paste a web address that starts with https://'],
  ])('address %s: %s', (address, problem) => {
    expect(imageAddressProblem(address)).toBe(problem);
  });
});
