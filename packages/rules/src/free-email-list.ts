/** Reads the downloaded free-mail domain list (text, one a line) into a set: lower case, blank lines and `#` comments skipped. */
export function parseFreeEmailDomains(text: string): Set<string> {
  return new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}
