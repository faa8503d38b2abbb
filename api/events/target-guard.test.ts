import { describe, expect, it } from 'vitest';
import { checkTargetUrl, connectGuard, guardedLookup, isExemptHost, isForbiddenAddress, parseTarget } from './target-guard.js';

describe('isForbiddenAddress', () => {
  it.each([
    ['10.0.0.1', true], ['10.255.255.255', true],
    ['172.16.0.1', true], ['172.31.255.254', true], ['172.15.255.255', false], ['172.32.0.1', false],
    ['192.168.1.1', true], ['192.169.0.1', false],
    ['127.0.0.1', true], ['127.255.0.9', true],
    ['169.254.169.254', true], ['100.64.0.1', true], ['100.127.255.255', true], ['100.128.0.1', false],
    ['0.0.0.0', true], ['224.0.0.1', true], ['239.255.255.255', true], ['255.255.255.255', true],
    ['8.8.8.8', false], ['93.184.216.34', false], ['1.1.1.1', false],
    ['::', true], ['::1', true], ['[::1]', true], ['fe80::1', true], ['fe80::1%eth0', true], ['febf::1', true],
    ['fc00::1', true], ['fd12:3456::1', true], ['ff02::1', true],
    ['::ffff:127.0.0.1', true], ['::ffff:7f00:1', true], ['::ffff:10.0.0.1', true], ['::ffff:a9fe:a9fe', true],
    ['0:0:0:0:0:ffff:c0a8:0101', true], ['::ffff:8.8.8.8', false], ['::ffff:808:808', false],
    ['2606:4700:4700::1111', false], ['2001:4860:4860::8888', false],
    ['not-an-ip', true], ['', true],
  ])('%s → %s', (address, forbidden) => {
    expect(isForbiddenAddress(address)).toBe(forbidden);
  });
});

describe('parseTarget and exemptions', () => {
  it.each(['ftp://example.com/x', 'file:///etc/passwd', 'gopher://x', 'javascript:alert(1)', 'not a url', 'http://u:p@example.com/'])(
    'refuses %s', (url) => expect(() => parseTarget(url)).toThrow(),
  );
  it('matches host or host:port, with the default port', () => {
    expect(isExemptHost(new URL('http://127.0.0.1:4000/x'), ['127.0.0.1'])).toBe(true);
    expect(isExemptHost(new URL('http://127.0.0.1:4000/x'), ['127.0.0.1:4000'])).toBe(true);
    expect(isExemptHost(new URL('http://127.0.0.1:4001/x'), ['127.0.0.1:4000'])).toBe(false);
    expect(isExemptHost(new URL('http://gateway/x'), ['gateway:80'])).toBe(true);
    expect(isExemptHost(new URL('https://gateway/x'), ['gateway:80'])).toBe(false);
    expect(isExemptHost(new URL('http://[::1]:9/x'), ['::1'])).toBe(true);
  });
});

describe('checkTargetUrl (registration)', () => {
  it('refuses private IP literals and names resolving to loopback', async () => {
    await expect(checkTargetUrl('http://127.0.0.1:9/x', [])).rejects.toMatchObject({ code: 'webhook_url_not_allowed' });
    await expect(checkTargetUrl('http://[::ffff:169.254.169.254]/', [])).rejects.toMatchObject({ code: 'webhook_url_not_allowed' });
    await expect(checkTargetUrl('http://localhost:9/x', [])).rejects.toMatchObject({ code: 'webhook_url_not_allowed' });
  });
  it('accepts public IP literals and exempt hosts', async () => {
    await expect(checkTargetUrl('https://93.184.216.34/hook', [])).resolves.toBeInstanceOf(URL);
    await expect(checkTargetUrl('http://127.0.0.1:9/x', ['127.0.0.1:9'])).resolves.toBeInstanceOf(URL);
  });
});

describe('connect-time guard', () => {
  it('refuses a private IP literal unless exempt', () => {
    expect(() => connectGuard(new URL('http://10.1.2.3/'), [])).toThrow(/private or reserved/);
    expect(connectGuard(new URL('http://10.1.2.3/'), ['10.1.2.3'])).toEqual({});
  });
  it('a name gets a lookup that refuses what resolves to loopback (DNS rebinding)', async () => {
    const { lookup } = connectGuard(new URL('http://localhost:9/'), []);
    expect(lookup).toBeTypeOf('function');
    const err = await new Promise<Error | null>((resolve) => lookup!('localhost', {}, (e) => resolve(e)));
    expect(err?.message).toMatch(/private or reserved/);
    const errAll = await new Promise<Error | null>((resolve) => guardedLookup()('localhost', { all: true }, (e) => resolve(e)));
    expect(errAll?.message).toMatch(/private or reserved/);
  });
});
