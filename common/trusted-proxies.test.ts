import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../api/config.js';
import { loadGatewayConfig } from '../gateway/config.js';
import { parseTrustedProxies } from './trusted-proxies.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told to', () => {
    expect(loadApiConfig({}).trustedProxies).toEqual([]);
    expect(loadGatewayConfig({}).trustedProxies).toEqual([]);
  });

  it('takes addresses, CIDR ranges and the named ranges', () => {
    expect(parseTrustedProxies(' 10.0.0.5, 10.1.0.0/16,::1, fd00::/8 ,loopback')).toEqual({
      proxies: ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('stops start-up on an entry that is not an address or range, naming it', () => {
    for (const bad of ['true', '10.0.0.0/33', 'example.com', '10.0.0.1/8/1', '::1/129']) {
      expect(parseTrustedProxies(`127.0.0.1,${bad}`)).toEqual({ invalid: bad });
    }
    expect(() => loadApiConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY: not an IP address or CIDR range: \*/);
  });
});
