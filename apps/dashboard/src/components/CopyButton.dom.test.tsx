import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonByName, cleanup, render } from '../test/render.tsx';
import { CopyButton } from './CopyButton.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const stubClipboard = (writeText: (text: string) => Promise<void>) =>
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(writeText) } });

describe('CopyButton', () => {
  it('copies the text, says "Copied", then goes back to "Copy"', async () => {
    vi.useFakeTimers();
    const copied: string[] = [];
    stubClipboard(async (text) => void copied.push(text));
    const container = await render(<CopyButton text='<script id="hookline-pixel"></script>' />);

    await act(async () => buttonByName(container, 'Copy').click());
    expect(copied).toEqual(['<script id="hookline-pixel"></script>']);
    expect(container.querySelector('button')?.textContent).toBe('Copied');

    await act(async () => vi.advanceTimersByTime(3000));
    expect(container.querySelector('button')?.textContent).toBe('Copy');
  });

  it('tells the user to copy by hand when the clipboard refuses', async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    const container = await render(<CopyButton text="x" />);
    await act(async () => buttonByName(container, 'Copy').click());
    expect(container.querySelector('button')?.textContent).toMatch(/select the text and copy it/);
  });
});
