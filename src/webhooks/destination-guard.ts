import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * What a partner is told in production when its address is refused for where it leads (a name that
 * does not resolve, or resolves to an address that is not public): the rule, and nothing the
 * service learnt by resolving, so refusals cannot map the operator's internal names and addresses.
 * The same words for both cases, as which of them it was would tell whether an internal name exists.
 */
export const NOT_PUBLIC_DESTINATION = 'The webhook address must be a host name or address that resolves only to public internet addresses, reached over https.';

/** Why a destination cannot be used; the kinds are the delivery log's `errorKind` values. */
export class DestinationError extends Error {
  constructor(
    readonly kind: 'invalid_url' | 'dns' | 'blocked_address',
    message: string,
  ) {
    super(message);
    this.name = 'DestinationError';
  }

  /**
   * The message for a partner: in production a refusal for where the address leads is the rule
   * alone (NOT_PUBLIC_DESTINATION); the full message, with what the name resolved to, is for the
   * operator's log. Syntax refusals only repeat what the partner sent, and are given whole.
   */
  messageForPartner(production: boolean): string {
    return production && this.kind !== 'invalid_url' ? NOT_PUBLIC_DESTINATION : this.message;
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));

/** 64:ff9b::/96, the well-known NAT64 prefix (RFC 6052): it reaches the IPv4 address in its last 32 bits. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
/** 2000::/3, the only IPv6 space IANA allocates as global unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

const ipv4From = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);

/**
 * The IPv4 address an IPv6 transition address leads to: IPv4-mapped (::ffff:a.b.c.d; ipaddr.js
 * also reads the deprecated ::a.b.c.d so), IPv4-translated (::ffff:0:a.b.c.d), well-known NAT64 and 6to4
 * (2002:AABB:CCDD::). `undefined` for every other IPv6 address.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return ipv4From(parts[6] as number, parts[7] as number);
    case 'rfc6052':
      return address.match(NAT64_WELL_KNOWN) ? ipv4From(parts[6] as number, parts[7] as number) : undefined;
    case '6to4':
      return ipv4From(parts[1] as number, parts[2] as number);
    default:
      return undefined;
  }
}

/**
 * Only global unicast is public: ipaddr.js (which follows the IANA special-purpose registries)
 * names every other range, and each of them is refused, as is IPv6 outside 2000::/3 (which
 * refuses the deprecated IPv4-compatible ::/96 too). An IPv6 transition address is judged by
 * the IPv4 address it leads to; Teredo and local-use NAT64 (64:ff9b:1::/48) are refused outright,
 * since where they lead depends on relays we do not control.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address) || isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6)) return true;
  const v4 = embeddedIpv4(v6);
  return v4 !== undefined && v4.range() === 'unicast';
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

/**
 * The registration check of a webhook address, the same for the operator's `pss webhook set` and
 * the partner's `PUT /webhook/endpoint`: the syntax rules, then the host resolved once and every
 * address it gives judged (the delivery checks again at every connection, as DNS may change).
 * Returns the address as it is stored; throws a DestinationError whose message says what is wrong.
 */
export async function checkWebhookAddress(raw: string, allowPrivate: boolean, resolver?: Resolver): Promise<string> {
  const url = parseWebhookUrl(raw.trim(), allowPrivate);
  try {
    await resolveDestination(url, allowPrivate, resolver);
  } catch (error) {
    if (error instanceof DestinationError && error.kind === 'blocked_address') {
      throw new DestinationError(error.kind, `${error.message} Webhooks may only go to public addresses over https.`);
    }
    throw error;
  }
  return url.toString();
}
