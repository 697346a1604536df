import dns from 'node:dns';
import net from 'node:net';
import { WEBHOOK_LOCAL_HTTP_HOST } from '#shared/domain/webhooks';

// Where a webhook may be sent (docs/decisions/049): a public address only. Private (RFC 1918,
// CGNAT, unique-local), loopback, link-local (169.254/16 holds cloud metadata), multicast and
// reserved ranges are refused, for a name as for every address it resolves to. The one exception
// is the literal http://127.0.0.1 (a receiver on the same machine, for tests): https://localhost,
// 127.0.0.2 or [::1] are refused like any other loopback.

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  // The unspecified and loopback addresses, and the old IPv4-compatible ones. (An IPv4-mapped
  // address, ::ffff:a.b.c.d, is checked by BlockList against the IPv4 rules above.)
  ['::', 96],
  // NAT64 addresses carry an IPv4 address that could be any of the above.
  ['64:ff9b::', 96],
  ['fe80::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

/** Whether a resolved address is one a webhook may not reach. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host as an address or a name: [fe80::1] loses its brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** http://127.0.0.1…: the one loopback a webhook may use. */
export const isLocalHttp = (url: URL) => url.protocol === 'http:' && url.hostname === WEBHOOK_LOCAL_HTTP_HOST;

export type AddressProblem = 'private' | 'unresolved';

/**
 * Why this URL's host may not be reached, or null: an IP literal is checked as it is, a name by
 * every address it resolves to now. Called at registration; delivery checks again in its lookup.
 */
export async function urlAddressProblem(url: URL): Promise<AddressProblem | null> {
  if (isLocalHttp(url)) return null;
  const host = hostOf(url);
  if (net.isIP(host)) return isBlockedAddress(host) ? 'private' : null;
  try {
    const addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0) return 'unresolved';
    return addresses.some((a) => isBlockedAddress(a.address)) ? 'private' : null;
  } catch {
    return 'unresolved';
  }
}

/** A refusal at delivery: the name resolved (this time) to an address that is not public. */
export class BlockedAddressError extends Error {
  constructor() {
    super('blocked address');
  }
}

/**
 * A `lookup` for http.request that resolves as usual and refuses a blocked address, so the address
 * checked is the very one connected to (a name that resolved to a public address at registration
 * and to 10.0.0.1 now, DNS rebinding, is refused here).
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => isBlockedAddress(a.address)))
      return callback(new BlockedAddressError() as NodeJS.ErrnoException, '', 0);
    if ((options as dns.LookupOptions).all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};
