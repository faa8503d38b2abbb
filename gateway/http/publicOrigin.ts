import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** A Host header worth echoing into a link: a name or address and an optional port, nothing else. */
const PLAIN_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin absolute links on this site start with (`https://hearth.example`):
 * PUBLIC_ORIGIN when it is set, else the request's own scheme and Host header (a Host
 * that is not a plain name or address falls back to the gateway's listening address).
 */
export function publicOriginOf(req: IncomingMessage, configured: string | undefined, fallbackHost = 'localhost'): string {
  if (configured) return configured;
  const host = req.headers.host && PLAIN_HOST.test(req.headers.host) ? req.headers.host : fallbackHost;
  const scheme = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  return `${scheme}://${host}`;
}
