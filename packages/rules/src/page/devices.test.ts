import { describe, expect, it } from 'vitest';
import { deviceMode, MIN_BREAKPOINT_PX, responsiveNumber, type DeviceMode } from './devices.ts';

describe('deviceMode', () => {
  it.each([
    [320, 'mobile'],
    [390, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1366, 'desktop'],
  ])('%s px is %s', (width, mode) => {
    expect(deviceMode(width)).toBe(mode);
  });

  it('follows custom breakpoints', () => {
    expect(deviceMode(800, { mobile: 880, tablet: 1200 })).toBe('mobile');
    expect(deviceMode(1100, { mobile: 880, tablet: 1200 })).toBe('tablet');
  });

  it('lays widgets out from 320 px', () => {
    expect(MIN_BREAKPOINT_PX).toBe(320);
  });
});

describe('responsiveNumber', () => {
  const fallback = { desktop: 3, tablet: 2, mobile: 1 };
  it.each<[Record<string, unknown>, DeviceMode, number]>([
    [{}, 'desktop', 3],
    [{}, 'tablet', 2],
    [{}, 'mobile', 1],
    [{ columns: 4 }, 'desktop', 4],
    [{ columns: 4 }, 'tablet', 4],
    [{ columns: 4 }, 'mobile', 4],
    [{ columns: 4, columns_tablet: '3' }, 'mobile', 3],
    [{ columns: 4, columns_tablet: 3, columns_mobile: 2 }, 'mobile', 2],
    [{ columns: '', columns_tablet: '' }, 'tablet', 2],
    [{ columns: 0 }, 'desktop', 3],
  ])('%j on %s is %s', (settings, device, expected) => {
    expect(responsiveNumber(settings, 'columns', device, fallback)).toBe(expected);
  });
});
