import { describe, expect, it } from 'vitest';
import { deviceMode } from './devices.ts';
import { smartGridLayout } from './smart-grid.ts';

describe('smartGridLayout', () => {
  it.each([
    [1366, false],
    [1024, true],
    [768, true],
    [390, true],
  ])('at %s px the smart layout shows: %s', (width, small) => {
    expect(smartGridLayout(deviceMode(width))).toEqual({ smartLayout: small, normalGridHidden: small });
  });
});
