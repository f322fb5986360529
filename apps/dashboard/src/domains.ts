/**
 * Domains as owners type them (`https://www.shop.com/`, `Shop.com:8080`, one per line or comma
 * separated) turned into the host names the server takes, with what was changed said in words.
 *
 * The server matches a page's host ignoring `www.` and the port (apps/server/src/display/domain.ts),
 * so `www.shop.com` is stored as `shop.com`, which covers both; a path is dropped because the pixel
 * runs on every page of a domain. Nothing is dropped silently: `readDomains` says what it did.
 */
export function parseDomains(text: string): string[] {
  return readDomains(text).domains;
}

export interface DomainReading {
  domains: string[];
  /** One sentence per entry that was not taken as typed. */
  notes: string[];
}

export function readDomains(text: string): DomainReading {
  const domains: string[] = [];
  const notes: string[] = [];
  for (const entry of text.split(/[\s,]+/)) {
    if (entry === '') continue;
    const { host, path } = splitEntry(entry);
    if (host === '') continue;
    if (!domains.includes(host)) domains.push(host);
    if (path) {
      notes.push(`${host}: popups can show on every page of the domain, so “${path}” is not needed.`);
    }
  }
  for (const host of domains) {
    if (!host.startsWith('*.') && !host.includes(':') && host.includes('.'))
      notes.push(`${host} also covers www.${host}.`);
  }
  return { domains, notes };
}

export function normaliseDomain(entry: string): string {
  return splitEntry(entry).host;
}

function splitEntry(entry: string): { host: string; path: string } {
  let host = entry.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, ''); // scheme
  const pathStart = host.search(/[/?#]/);
  const path = pathStart >= 0 ? host.slice(pathStart) : '';
  host = pathStart >= 0 ? host.slice(0, pathStart) : host;
  host = host.replace(/:\d+$/, ''); // port
  host = host.replace(/\.$/, '').replace(/^www\./, '');
  // A bare "/" or "/?" says nothing worth mentioning.
  return { host, path: /^[/?#]*$/.test(path) ? '' : path };
}
