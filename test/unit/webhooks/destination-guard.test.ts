import { describe, expect, it } from 'vitest';
import { DestinationError, isPublicAddress, parseWebhookUrl, resolveDestination } from '../../../src/webhooks/destination-guard.js';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', 'not-an-ip',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
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
    return found.map((address) => ({ address, family: (address.includes(':') ? 6 : 4) as 4 | 6 }));
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
    await expect(resolveDestination(new URL('https://[2606:4700:4700::1111]/'), false, resolver({}))).resolves.toMatchObject({ family: 6 });
  });

  it('reports an unknown name as a DNS failure', async () => {
    await expect(resolveDestination(new URL('https://nowhere.invalid/'), false, resolver({}))).rejects.toMatchObject({ kind: 'dns' });
  });
});
