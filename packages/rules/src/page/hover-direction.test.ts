import { describe, expect, it } from 'vitest';
import { hoverEdge } from './hover-direction.ts';

describe('hoverEdge', () => {
  it.each([
    [150, 0, 300, 200, 'top'],
    [150, 200, 300, 200, 'bottom'],
    [0, 100, 300, 200, 'left'],
    [300, 100, 300, 200, 'right'],
    [20, 40, 300, 200, 'left'],
    [150, 10, 300, 200, 'top'],
    [280, 198, 300, 200, 'bottom'],
    [290, 190, 300, 200, 'right'],
    [0, 0, 100, 100, 'top'],
    [5, 5, 0, 0, 'right'],
  ] as const)('entering at (%s, %s) of %sx%s crosses the %s', (x, y, w, h, edge) => {
    expect(hoverEdge(x, y, w, h)).toBe(edge);
  });
});
