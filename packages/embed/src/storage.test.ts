import { describe, expect, it, vi } from 'vitest';
import { usableStorage } from './storage.ts';
import { createVisitorStore } from './visitor/store.ts';

const fakeStorage = (refuseWrites = false) => {
  const values = new Map<string, string>();
  return {
    getItem: vi.fn((key: string) => values.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => {
      if (refuseWrites) throw new DOMException('quota', 'QuotaExceededError');
      values.set(key, value);
    }),
    removeItem: vi.fn((key: string) => void values.delete(key)),
  };
};

describe('usableStorage', () => {
  it('checks storage by reading only: no write on a page view', () => {
    const storage = fakeStorage();
    expect(usableStorage(() => storage as unknown as Storage)).toBe(storage);
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(storage.removeItem).not.toHaveBeenCalled();
  });

  it('is null when reaching or reading storage throws, or there is none', () => {
    expect(
      usableStorage(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBeNull();
    const unreadable = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(usableStorage(() => unreadable as unknown as Storage)).toBeNull();
    expect(usableStorage(() => null)).toBeNull();
  });
});

describe('the visitor store on storage that refuses writes', () => {
  it('moves to memory, so the page reads back what it wrote', () => {
    const local = fakeStorage(true);
    const session = fakeStorage(true);
    const store = createVisitorStore(local, session, () => 1_000);
    store.set('poptin_user_id', 'abc', 60_000);
    store.setSession('poptin_page_views', '2');
    expect(store.get('poptin_user_id')).toBe('abc');
    expect(store.session('poptin_page_views')).toBe('2');
  });
});
