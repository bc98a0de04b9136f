import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Why a destination cannot be used; the kinds are the delivery log's `errorKind` values. */
export class DestinationError extends Error {
  constructor(
    readonly kind: 'invalid_url' | 'dns' | 'blocked_address',
    message: string,
  ) {
    super(message);
    this.name = 'DestinationError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));

/** Everything that is not the public internet: a webhook must never reach into our own network. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // ULA
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address embedded in an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::/96) IPv6 address. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const match = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(lower);
  if (!match) return undefined;
  if (match[1]) return match[1];
  const high = Number.parseInt(match[2] ?? '0', 16);
  const low = Number.parseInt(match[3] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== undefined) return !NON_PUBLIC.check(v4, 'ipv4');
  return !NON_PUBLIC.check(address, 'ipv6');
}

/** Syntax rules for a webhook address; https only unless private addresses are allowed (development). */
export function parseWebhookUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DestinationError('invalid_url', `"${raw}" is not an absolute URL.`);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new DestinationError('invalid_url', allowPrivate ? 'The webhook URL must use http or https.' : 'The webhook URL must use https.');
  }
  if (url.username || url.password) throw new DestinationError('invalid_url', 'The webhook URL must not contain a user name or password.');
  if (url.hash) throw new DestinationError('invalid_url', 'The webhook URL must not contain a #fragment.');
  return url;
}

/** The bare host name of a URL (URL keeps IPv6 literals in brackets). */
export function urlHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Resolves the host once and returns the address to connect to. Connecting to exactly this
 * checked address (not resolving again) is what defeats DNS rebinding.
 */
export async function resolveDestination(url: URL, allowPrivate: boolean, resolver: Resolver = systemResolver): Promise<ResolvedAddress> {
  const host = urlHost(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolver(host);
    } catch (error) {
      throw new DestinationError('dns', `${host} could not be resolved (${(error as { code?: string }).code ?? 'lookup failed'}).`);
    }
  }
  if (addresses.length === 0) throw new DestinationError('dns', `${host} has no addresses.`);
  if (allowPrivate) return addresses[0] as ResolvedAddress;
  // Any non-public answer is refused outright, so a name cannot mix one in and hope to be picked.
  const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
  if (blocked) throw new DestinationError('blocked_address', `${host} resolves to ${blocked.address}, which is not a public internet address.`);
  return addresses[0] as ResolvedAddress;
}
