import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where webhooks may go. A site owner names any URL, and the server then makes requests to it: left
 * open, that reaches the server's own network (databases, cloud metadata at 169.254.169.254). So
 * unless private targets are allowed, an address in a private, loopback, link-local or reserved
 * range is refused, checked on the address actually connected to (after DNS), so a name that
 * resolves to a private address is refused too. (The URL's form is checked when it is saved:
 * `webhookUrlProblem` in `@hookline/schema`.)
 */

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return blocked.check(address, 'ipv4');
  if (version !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, 'ipv6');
}

/** A `lookup` for http.request that refuses private addresses (the check DNS rebinding cannot dodge). */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const usable = addresses.filter((a) => !isPrivateAddress(a.address));
    if (usable.length === 0) {
      const refused = Object.assign(new Error(`${hostname} resolves to a private address`), {
        code: 'EPRIVATE',
      });
      return callback(refused, '', 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
    return callback(null, usable[0]!.address, usable[0]!.family);
  });
};
