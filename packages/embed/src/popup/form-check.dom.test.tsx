import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormSubmission, PopupHandle } from './contract.ts';
import { displayPopup } from '../testing/fixtures.ts';
import { loadedSubmit } from './lazy-parts.ts';
import { mountPopup } from './mount.tsx';

// Its own file: the submit checks must not be loaded yet when each case starts (one case per module state).
const mounted: PopupHandle[] = [];

function mount() {
  const submissions: FormSubmission[] = [];
  mounted.push(
    mountPopup({
      popup: displayPopup(),
      window,
      document,
      tabIndexBase: 500,
      isMobile: false,
      now: () => Date.now(),
      onSubmit: (submission) => submissions.push(submission),
      onClose: () => undefined,
      log: (message) => {
        throw new Error(`unexpected log: ${message}`);
      },
    }),
  );
  const shadow = document.querySelector('[data-hookline-popup]')!.shadowRoot!;
  return { shadow, submissions };
}

async function importsSettled() {
  await act(async () => {
    await vi.dynamicImportSettled();
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
  });
}

afterEach(() => {
  mounted.splice(0).forEach((handle) => handle.remove?.());
  document.body.innerHTML = '';
});

describe('the submit checks, a lazy chunk of the main form', () => {
  it('are not loaded to show the popup; a submit before they load waits for them and is then checked once', async () => {
    const { shadow, submissions } = mount();
    expect(loadedSubmit()).toBeNull();
    const email = shadow.querySelector<HTMLInputElement>('input[name="email"]')!;
    act(() => {
      email.value = 'jane@example.com';
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // A double click before the checks arrive still sends one conversion.
    act(() => {
      shadow.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      shadow.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    expect(submissions).toEqual([]);
    await importsSettled();
    expect(submissions).toEqual([{ values: { email: 'jane@example.com' }, extraFields: [] }]);
  });

  it('start loading when the visitor focuses a field, so that an empty submit then shows its error at once', async () => {
    vi.resetModules();
    const fresh = await import('./lazy-parts.ts');
    const { mountPopup: mountFresh } = await import('./mount.tsx');
    expect(fresh.loadedSubmit()).toBeNull();
    mounted.push(
      mountFresh({
        popup: displayPopup(),
        window,
        document,
        tabIndexBase: 500,
        isMobile: false,
        now: () => Date.now(),
        onSubmit: () => undefined,
        onClose: () => undefined,
        log: () => undefined,
      }),
    );
    const shadow = document.querySelector('[data-hookline-popup]')!.shadowRoot!;
    act(() => shadow.querySelector<HTMLInputElement>('input[name="email"]')!.focus());
    await importsSettled();
    expect(fresh.loadedSubmit()).not.toBeNull();
    act(() => shadow.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(shadow.querySelector('[role="alert"]')?.textContent).toBe('Please fill out this field.');
  });
});
