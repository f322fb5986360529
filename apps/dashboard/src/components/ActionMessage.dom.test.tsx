import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../test/render.tsx';
import { ActionMessage } from './ActionMessage.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ActionMessage', () => {
  it('says an error as an alert and a notice as a status, and brings it into view', async () => {
    const shown = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const failed = await render(<ActionMessage result={{ error: 'Code taken' }} />);
    expect(failed.querySelector('[role="alert"]')?.textContent).toBe('Code taken');
    const saved = await render(<ActionMessage result={{ notice: 'Coupon created' }} />);
    expect(saved.querySelector('[role="status"]')?.textContent).toBe('Coupon created');
    expect(shown).toHaveBeenCalledTimes(2);
    const nothing = await render(<ActionMessage result={undefined} />);
    expect(nothing.textContent).toBe('');
  });
});
