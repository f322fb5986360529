import { describe, expect, it } from 'vitest';
import { initialViewport, zoomFromTransform } from './viewports.ts';

describe('initialViewport', () => {
  it.each([
    [1920, 'Desktop'],
    [1366, 'Desktop'],
    [1200, 'Desktop'],
    [1199, 'Tablet'],
    [1024, 'Tablet'],
  ])('a window %i px wide opens at %s', (width, label) => expect(initialViewport(width).label).toBe(label));
});

describe('zoomFromTransform', () => {
  it.each([
    ['scale(0.7859375)', 0.7859375],
    ['scale(1)', 1],
    ['', 1],
    ['none', 1],
    [null, null],
  ])('%s -> %s', (transform, zoom) => expect(zoomFromTransform(transform)).toBe(zoom));
});
