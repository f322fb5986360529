/** A media file's path in JSON (a whole string value) made absolute: popups render on other sites' pages. */
const MEDIA_PATH_IN_JSON = /"(\/media\/[0-9a-f]{32}\.(?:png|jpg|webp))"/g;

/**
 * Rewrites every JSON string that is exactly a media path (`"/media/<hash>.<ext>"`) into an absolute
 * address on `origin` (asked only when there is one). Popups store the path, so that they survive a change of the server's address;
 * the visitor script loads them from the host page, where only an absolute address reaches us.
 */
export function absoluteMediaUrls(json: string, origin: () => string): string {
  if (!json.includes('"/media/')) return json;
  const base = origin();
  return json.replace(MEDIA_PATH_IN_JSON, (_match, path: string) => `"${base}${path}"`);
}
