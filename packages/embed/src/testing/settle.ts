import { act } from 'preact/test-utils';
import { vi } from 'vitest';

/** Lets dynamic imports (the lazy chunks) resolve and Preact render what they brought. */
export async function settle(rounds = 4): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await vi.dynamicImportSettled();
    await act(async () => {
      await Promise.resolve();
    });
  }
}
