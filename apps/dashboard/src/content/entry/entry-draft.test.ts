import { describe, expect, it } from 'vitest';
import { draftOf, fromLocal, toLocal } from './entry-draft.ts';

describe('the entry date in the editor’s time zone', () => {
  it('reads an instant to the minute and writes it back as the same instant', () => {
    const local = toLocal('2025-06-30T18:30:45.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocal(local)).toBe('2025-06-30T18:30:00.000Z');
  });

  it('leaves an empty date empty both ways', () => {
    expect(toLocal(null)).toBe('');
    expect(fromLocal('')).toBeNull();
  });
});

describe('draftOf', () => {
  it('gives a new entry a draft state and every custom field its empty value', () => {
    const draft = draftOf(null, [
      { key: 'price', empty: null },
      { key: 'tags', empty: [] },
    ]);
    expect(draft.status).toBe('draft');
    expect(draft.fields).toEqual({ price: null, tags: [] });
  });
});
