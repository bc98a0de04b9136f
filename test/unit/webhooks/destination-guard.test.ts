import { describe, expect, it } from 'vitest';
import { DestinationError, isPublicAddress, parseWebhookUrl, resolveDestination } from '../../../src/webhooks/destination-guard.js';

describe('isPublicAddress', () => {
  // One row per range that is not global unicast (IANA special-purpose registries, as ipaddr.js names them).
  it.each([
    ['0.0.0.0', 'this network'], ['0.1.2.3', 'this network'], ['10.1.2.3', 'private'], ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'], ['192.168.1.1', 'private'], ['127.0.0.1', 'loopback'], ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'], ['100.64.0.1', 'CGNAT'], ['192.0.0.9', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'], ['198.51.100.1', 'documentation'], ['203.0.113.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'], ['192.88.99.1', '6to4 relay anycast'], ['192.31.196.1', 'AS112'], ['192.52.193.1', 'AMT'],
    ['224.0.0.1', 'multicast'], ['240.0.0.1', 'reserved'], ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'], ['::1', 'loopback'], ['fe80::1', 'link-local'], ['fec0::1', 'old site-local'], ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'], ['ff02::1', 'multicast'], ['100::1', 'discard'], ['2001:db8::1', 'documentation'],
    ['2001:2::1', 'benchmarking'], ['2001:10::1', 'ORCHID'], ['2001:20::1', 'ORCHIDv2'], ['2620:4f:8000::1', 'AS112'], ['3fff::1', 'documentation'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'], ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'], ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'], ['::7f00:1', 'IPv4-compatible loopback, hex'], ['::808:808', 'IPv4-compatible (deprecated)'], ['4000::1', 'unallocated IPv6'], ['::ffff:0:7f00:1', 'IPv4-translated loopback'], ['::ffff:0:a9fe:a9fe', 'IPv4-translated metadata'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'], ['64:ff9b::7f00:1', 'NAT64 of loopback'], ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'], ['2002:c0a8:101::1', '6to4 of a private address'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo'], ['2001::1', 'Teredo'],
    ['not-an-ip', 'not an address'], ['127.1', 'shorthand IPv4'], ['', 'empty'],
  ])('%s (%s) is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['93.184.216.34', 'global IPv4'], ['8.8.8.8', 'global IPv4'], ['172.32.0.1', 'just past 172.16/12'], ['100.128.0.1', 'just past CGNAT'],
    ['2606:4700:4700::1111', 'global IPv6'], ['2a00:1450:4001::1', 'global IPv6'], ['::ffff:8.8.8.8', 'IPv4-mapped public'],
    ['64:ff9b::808:808', 'NAT64 of a public address'], ['2002:808:808::1', '6to4 of a public address'],
  ])('%s (%s) is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('parseWebhookUrl', () => {
  it('accepts https always and http only where private addresses are allowed', () => {
    expect(parseWebhookUrl('https://hooks.example.com/pss', false).hostname).toBe('hooks.example.com');
    expect(() => parseWebhookUrl('http://hooks.example.com/pss', false)).toThrow(/https/);
    expect(parseWebhookUrl('http://127.0.0.1:9/pss', true).port).toBe('9');
  });

  it('refuses other schemes, credentials, fragments and garbage', () => {
    for (const url of ['ftp://example.com/', 'https://user:pw@example.com/', 'https://example.com/#x', 'not a url']) {
      expect(() => parseWebhookUrl(url, true)).toThrow(DestinationError);
    }
  });
});

describe('resolveDestination', () => {
  const resolver = (answers: Record<string, string[]>) => async (host: string) => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };

  it('returns the checked address to connect to', async () => {
    const resolved = await resolveDestination(new URL('https://hooks.example.com/'), false, resolver({ 'hooks.example.com': ['93.184.216.34'] }));
    expect(resolved).toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('blocks a name with any non-public address (DNS rebinding) unless private addresses are allowed', async () => {
    const lookup = resolver({ 'rebind.example.com': ['93.184.216.34', '127.0.0.1'] });
    await expect(resolveDestination(new URL('https://rebind.example.com/'), false, lookup)).rejects.toMatchObject({ kind: 'blocked_address' });
    await expect(resolveDestination(new URL('https://rebind.example.com/'), true, lookup)).resolves.toMatchObject({ address: '93.184.216.34' });
  });

  it('checks IP literals without DNS, IPv6 included', async () => {
    await expect(resolveDestination(new URL('https://[::1]:8443/'), false, resolver({}))).rejects.toMatchObject({ kind: 'blocked_address' });
    // The forms the security probe found accepted.
    for (const literal of ['[::127.0.0.1]', '[::ffff:0:7f00:1]', '[2002:7f00:1::]']) {
      await expect(resolveDestination(new URL(`https://${literal}/`), false, resolver({}))).rejects.toMatchObject({ kind: 'blocked_address' });
    }
    await expect(resolveDestination(new URL('https://[2606:4700:4700::1111]/'), false, resolver({}))).resolves.toMatchObject({ family: 6 });
  });

  it('reports an unknown name as a DNS failure', async () => {
    await expect(resolveDestination(new URL('https://nowhere.invalid/'), false, resolver({}))).rejects.toMatchObject({ kind: 'dns' });
  });
});
