const MOBILE_AGENT = /Mobi|Android|iPhone|iPod|iPad|IEMobile|Opera Mini|BlackBerry/i;

/**
 * Whether the visitor is on a phone or tablet (the `if_mobile` and `type`/`visitor` fields): a
 * mobile user agent, or an iPad that presents itself as a Mac but has a touch screen.
 */
export function isMobileDevice(userAgent: string, maxTouchPoints: number): boolean {
  return MOBILE_AGENT.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Windows/i, 'Windows'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Android/i, 'Android'],
  [/CrOS/i, 'Chrome OS'],
  [/Mac OS X|Macintosh/i, 'Mac OS'],
  [/Linux|X11/i, 'Linux'],
];

/** The visitor's operating system named from the user agent (`operating_system` of a conversion). */
export function operatingSystem(userAgent: string): string {
  for (const [pattern, name] of SYSTEMS) if (pattern.test(userAgent)) return name;
  return 'Unknown';
}
