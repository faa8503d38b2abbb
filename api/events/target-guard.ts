import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may point (docs/live.md "Target URLs"): http(s) only, and never
 * at an address inside our own network (SSRF). The check runs at registration and
 * again in the socket's own DNS lookup at connect time, so a name that resolved to
 * a public address when registered and to 127.0.0.1 later (DNS rebinding) is still
 * refused. An operator may exempt `host` or `host:port` entries
 * (WEBHOOK_ALLOWED_PRIVATE_HOSTS), e.g. the local gateway.
 */

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", incl. 0.0.0.0
  ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['192.0.0.0', 24], // IETF protocol assignments
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. 255.255.255.255
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], // unspecified, loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses we cannot vet
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** `::ffff:10.0.0.1` and `::ffff:a00:1` are IPv4 addresses in IPv6 clothing: judge the IPv4 one. */
function unmapIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower) ?? /^::(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Whether an IP address may not be a webhook target. Anything that is not an IP address is refused too. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!; // brackets, zone id
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family !== 6) return true;
  const v4 = unmapIpv4(bare);
  if (v4 !== null) return isIP(v4) !== 4 || blocked.check(v4, 'ipv4');
  return blocked.check(bare, 'ipv6');
}

export class TargetNotAllowedError extends Error {
  readonly code = 'webhook_url_not_allowed';
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** Whether the operator exempted this URL's host, or host:port, from the private-address rule. */
export function isExemptHost(url: URL, allowed: readonly string[]): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return allowed.includes(host) || allowed.includes(`${host}:${defaultPort(url)}`)
    || allowed.includes(`${url.hostname.toLowerCase()}:${defaultPort(url)}`);
}

/** Parses a target URL and refuses what is never allowed: other schemes, credentials in the URL. */
export function parseTarget(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetNotAllowedError('This is not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetNotAllowedError('Use an http or https URL.');
  if (url.username || url.password) throw new TargetNotAllowedError('Leave credentials out of the URL.');
  return url;
}

function refuse(address: string): TargetNotAllowedError {
  return new TargetNotAllowedError(`The host resolves to ${address}, a private or reserved address.`);
}

/**
 * A `lookup` for node:http(s) request options: resolves like dns.lookup, then
 * refuses the connection if any resolved address is forbidden. Used for every
 * delivery, so the check is on the address actually connected to.
 */
export function guardedLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => isForbiddenAddress(a.address));
      if (bad) return callback(refuse(bad.address) as NodeJS.ErrnoException, '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`No address for ${hostname}`) as NodeJS.ErrnoException, '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * Connect-time plan for one URL: an exempt host connects as usual; an IP literal
 * (which node connects to without any lookup) is judged here; a name gets the
 * guarded lookup. Throws TargetNotAllowedError.
 */
export function connectGuard(url: URL, allowed: readonly string[]): { lookup?: LookupFunction } {
  if (isExemptHost(url, allowed)) return {};
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isForbiddenAddress(host)) throw refuse(host);
    return {};
  }
  return { lookup: guardedLookup() };
}

/** A registration request should not hang on a slow resolver. */
const RESOLVE_TIMEOUT_MS = 5000;

const resolveAll = (hostname: string) => new Promise<LookupAddress[]>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('DNS timeout')), RESOLVE_TIMEOUT_MS);
  dnsLookup(hostname, { all: true }, (err, addresses) => {
    clearTimeout(timer);
    if (err) reject(err);
    else resolve(addresses);
  });
});

/**
 * Registration check: the URL parses, is http(s), and its host (unless exempt)
 * resolves only to public addresses. A name that does not resolve is refused: we
 * cannot vouch for it.
 */
export async function checkTargetUrl(text: string, allowed: readonly string[]): Promise<URL> {
  const url = parseTarget(text);
  if (isExemptHost(url, allowed)) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isForbiddenAddress(host)) throw refuse(host);
    return url;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    throw new TargetNotAllowedError(`The host ${host} does not resolve.`);
  }
  const bad = addresses.find((a) => isForbiddenAddress(a.address));
  if (bad) throw refuse(bad.address);
  return url;
}
