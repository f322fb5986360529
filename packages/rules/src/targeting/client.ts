import type { TBrowser, TTargetDevice, TOperatingSystem } from '@hookline/schema';

/**
 * The visitor's device from the user agent: an iPad (or one that presents itself as a Mac but has a
 * touch screen), an Android device without `Mobile`, or any `Tablet` is a tablet; other mobile
 * agents are phones; everything else is a desktop.
 */
export function deviceOf(userAgent: string, maxTouchPoints = 0): TTargetDevice {
  if (
    /iPad|Tablet|PlayBook|Silk/i.test(userAgent) ||
    (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) ||
    (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  )
    return 'tablet';
  return /Mobi|iPhone|iPod|Android|IEMobile|Opera Mini|BlackBerry/i.test(userAgent) ? 'phone' : 'desktop';
}

/** Checked in this order: Samsung, Opera and Edge agents also name Chrome and Safari. */
const BROWSERS: ReadonlyArray<readonly [RegExp, TBrowser]> = [
  [/SamsungBrowser/i, 'samsung'],
  [/OPR\/|Opera|OPiOS/i, 'opera'],
  [/Edg(e|A|iOS)?\//i, 'edge'],
  [/Firefox|FxiOS/i, 'firefox'],
  [/Chrome|CriOS|Chromium/i, 'chrome'],
  [/Safari/i, 'safari'],
];

/** The visitor's browser family from the user agent. */
export function browserOf(userAgent: string): TBrowser {
  for (const [pattern, name] of BROWSERS) if (pattern.test(userAgent)) return name;
  return 'other';
}

const SYSTEMS: ReadonlyArray<readonly [RegExp, TOperatingSystem]> = [
  [/Windows/i, 'windows'],
  [/iPhone|iPad|iPod/i, 'ios'],
  [/Android/i, 'android'],
  [/Mac OS X|Macintosh/i, 'macos'],
  [/Linux|X11|CrOS/i, 'linux'],
];

/** The visitor's operating system from the user agent; a touch-screen "Mac" is an iPad (iOS). */
export function operatingSystemOf(userAgent: string, maxTouchPoints = 0): TOperatingSystem {
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  for (const [pattern, name] of SYSTEMS) if (pattern.test(userAgent)) return name;
  return 'other';
}

/**
 * Whether the browser's language matches one of the prefixes: `en` matches `en` and `en-GB`,
 * `pt-BR` only `pt-BR` (case never matters). An unknown language ('') matches none.
 */
export function languageMatches(prefixes: readonly string[], language: string): boolean {
  const lang = language.toLowerCase();
  return prefixes.some((prefix) => {
    const p = prefix.toLowerCase();
    return lang === p || lang.startsWith(`${p}-`);
  });
}
