// Pure cookie helpers, so the session rules can be unit-tested without a browser.

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue; // the first (most specific path) wins, as in browsers
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. Omit for a session cookie. */
  maxAge?: number;
  /** Only over https (set when the page itself is served over https). */
  secure: boolean;
}

/**
 * SameSite=Lax keeps the token off cross-site subrequests (CSRF) while still
 * sending it on top-level navigations from links in emails.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
