import { describe, expect, it } from 'vitest';
import { POPUP_CATALOG, ZPopupType } from '@hookline/schema';
import { FORMAT_COUNTS, defaultPopupSize } from './popup-layout.ts';

describe('the popup catalogue the editor offers', () => {
  it('lists every type once, with exactly the formats the visitor script renders', () => {
    expect(POPUP_CATALOG.map((t) => t.type).sort()).toEqual([...ZPopupType.options].sort());
    for (const info of POPUP_CATALOG) {
      expect(info.formats.length, info.type).toBe(FORMAT_COUNTS[info.type]);
      expect(
        info.formats.map((f) => f.format),
        info.type,
      ).toEqual(info.formats.map((_, i) => i + 1));
    }
  });

  it('gives the spec’s sizes where the spec names them: lightbox 800x500, bar 1920 wide, fullpage 1920x1080', () => {
    const first = (type: string) => POPUP_CATALOG.find((t) => t.type === type)!.formats[0]!;
    expect(first('lightbox')).toMatchObject({ width: 800, height: 500 });
    expect(first('bar').width).toBe(1920);
    expect(first('fullpage')).toMatchObject({ width: 1920, height: 1080 });
    expect(first('fullpage')).toMatchObject(defaultPopupSize('fullpage', 1));
  });
});
