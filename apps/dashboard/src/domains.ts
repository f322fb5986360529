/**
 * Domains as owners type them (`https://www.shop.com/`, `Shop.com:8080`, one per line or comma
 * separated) turned into the host names the server takes.
 */
export function parseDomains(text: string): string[] {
  const hosts = text
    .split(/[\s,]+/)
    .map((entry) => normaliseDomain(entry))
    .filter((host) => host !== '');
  return [...new Set(hosts)];
}

export function normaliseDomain(entry: string): string {
  let host = entry.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, ''); // scheme
  host = host.replace(/[/?#].*$/, ''); // path, query, fragment
  host = host.replace(/:\d+$/, ''); // port
  return host.replace(/\.$/, '');
}
