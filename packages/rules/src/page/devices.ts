import { settingNumber } from './setting-values.ts';

/** The device widths a page is designed for in the editor. */
export type DeviceMode = 'desktop' | 'tablet' | 'mobile';

/** The widest viewport of each smaller device, in px (the page builder's standard breakpoints). */
export interface Breakpoints {
  mobile: number;
  tablet: number;
}

export const DEFAULT_BREAKPOINTS: Breakpoints = { mobile: 767, tablet: 1024 };

/** The narrowest viewport a widget's responsive settings are laid out for (spec section 9). */
export const MIN_BREAKPOINT_PX = 320;

/** The device mode of a viewport `width` px wide: mobile up to 767, tablet up to 1024, else desktop. */
export function deviceMode(width: number, breakpoints: Breakpoints = DEFAULT_BREAKPOINTS): DeviceMode {
  if (width <= breakpoints.mobile) return 'mobile';
  return width <= breakpoints.tablet ? 'tablet' : 'desktop';
}

/** The setting names of a responsive control, narrowest device last: `key`, `key_tablet`, `key_mobile`. */
const inheritance = (key: string, device: DeviceMode) =>
  device === 'mobile'
    ? [`${key}_mobile`, `${key}_tablet`, key]
    : device === 'tablet'
      ? [`${key}_tablet`, key]
      : [key];

/**
 * A responsive number setting for `device`: the device's own value, else the next wider device's
 * (mobile inherits from tablet, tablet from desktop), else `fallback` for that device. Values
 * below `min`, empty or not numbers count as unset.
 */
export function responsiveNumber(
  settings: Readonly<Record<string, unknown>>,
  key: string,
  device: DeviceMode,
  fallback: Readonly<Record<DeviceMode, number>>,
  min = 1,
): number {
  for (const name of inheritance(key, device)) {
    const value = settingNumber(settings[name], NaN, min);
    if (!Number.isNaN(value)) return value;
  }
  return fallback[device];
}
