import { POPUP_CATALOG } from '@hookline/schema/popup-catalog';
import { describe, expect, it } from 'vitest';
import { popupKindName, popupTypeName } from './popup-names.ts';

describe('popup names', () => {
  it.each([
    ['gamified', 3, 'Spin wheel'],
    ['gamified', 1, 'Gift box'],
    ['bside', 1, 'Slide-in, bottom right'],
    ['sside', 2, 'Side slide-in, bottom left'],
    ['bar', 3, 'Bottom bar with a button'],
    ['lightbox', 1, 'Lightbox, image beside the form'],
  ])('calls %s format %d "%s"', (type, format, name) => {
    expect(popupKindName(type, format)).toBe(name);
  });

  it('names every format of every type in words, never by its number or wire name', () => {
    for (const info of POPUP_CATALOG) {
      expect(popupTypeName(info.type)).not.toBe(info.type);
      for (const { format } of info.formats) {
        const name = popupKindName(info.type, format);
        expect(name).not.toMatch(/\d|format|gamified|sside|bside/i);
      }
      // Each format of a type has a name of its own.
      const names = info.formats.map((f) => popupKindName(info.type, f.format));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('falls back to the type’s name for a format it does not have', () => {
    expect(popupKindName('gamified', 9)).toBe('Prize game');
    expect(popupTypeName('gamified')).toBe('Prize game');
  });
});
