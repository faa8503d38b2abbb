import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for whole ranges, which Fastify's trustProxy accepts as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: comma-separated addresses, CIDR ranges or proxy-addr's named
 * ranges. Returns the list, or the first entry that is none of these.
 */
export function parseTrustedProxies(value: string): { proxies: string[] } | { invalid: string } {
  const proxies = value.split(',').map((p) => p.trim()).filter(Boolean);
  const invalid = proxies.find((p) => !isAddressOrRange(p));
  return invalid === undefined ? { proxies } : { invalid };
}

/**
 * The TRUST_PROXY variable of the api and of the gateway: the proxies in front of
 * them whose X-Forwarded-For names the client. Default none, so nobody can pick
 * the address the per-address limits count.
 */
export const TrustProxyVariable = z.string().default('').transform((value, ctx) => {
  const parsed = parseTrustedProxies(value);
  if ('invalid' in parsed) {
    ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR range: ${parsed.invalid}` });
    return z.NEVER;
  }
  return parsed.proxies;
});
