import { describe, expect, it } from 'vitest';
import type { PopupDocument } from '../../api/popups.ts';
import {
  coloursOf,
  lookOf,
  pruneLook,
  recentColours,
  rememberColour,
  withLook,
  withoutKeys,
} from './look-edit.ts';

const document = (design: Record<string, unknown>) =>
  ({ design_properties: design }) as unknown as PopupDocument;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('look edits', () => {
  it('sets a key of the look and keeps the other design properties', () => {
    const after = withLook((look) => ({ ...look, radius: 4 }))(document({ poptin_design_auto_close: true }));
    expect(after.design_properties).toEqual({ poptin_design_auto_close: true, look: { radius: 4 } });
  });

  it('removes the look once every key is reset', () => {
    const before = document({ look: { button: { background: '#000000' } } });
    const after = withLook((look) => withoutKeys(look, ['button']))(before);
    expect(after.design_properties).toEqual({});
    expect(lookOf(after)).toEqual({});
  });

  it('drops unset keys and emptied groups', () => {
    expect(
      pruneLook({ radius: undefined, button: { color: undefined }, close: { color: '#ffffff' } }),
    ).toEqual({
      close: { color: '#ffffff' },
    });
  });

  it('lists the colours a look uses once each', () => {
    expect(
      coloursOf({
        background: { kind: 'gradient', from: '#112233', to: '#AABBCC', angle: 90 },
        button: { background: '#112233' },
      }),
    ).toEqual(['#112233', '#aabbcc']);
  });

  it('remembers picked colours newest first, at most 8, without repeats', () => {
    const storage = memoryStorage();
    for (const colour of ['#000001', '#000002', '#000001']) rememberColour(storage, colour);
    expect(recentColours(storage)).toEqual(['#000001', '#000002']);
    for (let i = 0; i < 10; i++) rememberColour(storage, `#00000${i}`);
    expect(recentColours(storage)).toHaveLength(8);
    expect(recentColours({ getItem: () => 'not json' })).toEqual([]);
  });
});
