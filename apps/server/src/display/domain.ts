/**
 * Whether the pixel may run on `host` for a site registered with `domains`. Ports never matter; a
 * `www.` prefix is ignored; an entry `*.example.com` allows every sub-domain of example.com.
 */
export function domainAllowed(domains: readonly string[], host: string): boolean {
  const name = normalise(host);
  if (!name) return false;
  return domains.some((entry) => {
    const allowed = normalise(entry);
    if (allowed.startsWith('*.')) return name === allowed.slice(2) || name.endsWith(allowed.slice(1));
    return name === allowed;
  });
}

function normalise(host: string): string {
  let name = host.trim().toLowerCase();
  name = name.replace(/^[a-z]+:\/\//, '').split('/')[0]!;
  if (!name.startsWith('[')) name = name.replace(/:\d+$/, '');
  return name.replace(/^www\./, '').replace(/\.$/, '');
}
