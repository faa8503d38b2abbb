import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

/**
 * The browser's address as the gateway sees it: the socket's peer, or, when that
 * peer is one of the gateway's own trusted proxies (TRUST_PROXY), the client that
 * proxy names in X-Forwarded-For. The gateway passes it on to the api in
 * X-Forwarded-For, so the api's per-address limits count browsers, not the gateway
 * (the api believes it only when its own TRUST_PROXY lists the gateway).
 */
export function clientAddressResolver(trustedProxies: string[]): (req: IncomingMessage | undefined) => string | null {
  const trust = trustedProxies.length > 0 ? proxyaddr.compile(trustedProxies) : () => false;
  return (req) => (req?.socket?.remoteAddress ? proxyaddr(req, trust) : null);
}
